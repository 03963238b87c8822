import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { ChildFeature, User } from '@dino/contract';
import { reportApiError } from '../../lib/api-errors.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { toast } from '../../lib/feedback.ts';
import { withParentalGate } from '../parental-gate/use-parental-gate.ts';
import { familyApi } from './family-api.ts';
import { permissionsOf } from './permissions.ts';

function Switch(props: { label: string; checked: boolean; busy: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex min-h-12 items-center justify-between gap-3">
      <span id={id} className="min-w-0 font-bold">
        {props.label}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={props.checked}
        aria-labelledby={id}
        aria-disabled={props.busy || undefined}
        onClick={() => !props.busy && props.onToggle()}
        className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-full px-1 font-bold aria-disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className={`relative inline-block h-8 w-14 shrink-0 rounded-full border-2 transition ${props.checked ? 'border-leaf-700 bg-leaf-700' : 'border-ink/60 bg-white'}`}
        >
          <span
            className={`absolute top-0.5 h-6 w-6 rounded-full shadow transition-all ${props.checked ? 'left-[1.625rem] bg-white' : 'left-0.5 bg-ink/60'}`}
          />
        </span>
        <span aria-hidden="true" className="min-w-20 text-left text-base whitespace-nowrap">
          {props.checked ? t('family.on') : t('family.off')}
        </span>
      </button>
    </div>
  );
}

/**
 * The parent's switches for one child: each change passes the parental gate, then is saved at
 * once and the server's message shown; a failed save leaves the switch as it was. The API only
 * knows the child by the child's own session, so the note says where the switches hold.
 */
export function ChildSwitches(props: { child: User }) {
  const { t } = useTranslation();
  const scopeId = useId();
  const revalidator = useRevalidator();
  const { child } = props;
  const [permissions, setPermissions] = useState(() => permissionsOf(child));
  const [busy, setBusy] = useState<ChildFeature | null>(null);

  function toggle(feature: ChildFeature) {
    withParentalGate(() => {
      const next = { ...permissions, [feature]: !permissions[feature] };
      setBusy(feature);
      familyApi(browserApi())
        .setPermissions(child.id, next)
        .then(async (answer) => {
          setPermissions(answer.data.permissions ?? next);
          if (answer.message) toast('success', answer.message);
          await revalidator.revalidate();
        })
        .catch(reportApiError)
        .finally(() => setBusy(null));
    });
  }

  return (
    <div
      role="group"
      aria-label={t('family.switches', { name: child.first_name })}
      aria-describedby={scopeId}
      className="flex flex-col rounded-2xl bg-leaf-50 px-3 py-1"
    >
      <Switch
        label={t('nav.games')}
        checked={permissions.games}
        busy={busy === 'games'}
        onToggle={() => toggle('games')}
      />
      <Switch
        label={t('nav.video')}
        checked={permissions.videos}
        busy={busy === 'videos'}
        onToggle={() => toggle('videos')}
      />
      <p id={scopeId} className="pb-2 text-base text-ink/85">
        {t('family.switchesScope', { name: child.first_name })}
      </p>
    </div>
  );
}
