import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import {
  STAGES,
  STAGE_SHIFT_MAX,
  ageOn,
  learningAge,
  stageOfAge,
  type StageId,
  type User,
} from '@dino/contract';
import { reportApiError } from '../../lib/api-errors.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { toast } from '../../lib/feedback.ts';
import { withParentalGate } from '../parental-gate/use-parental-gate.ts';
import { stageText } from '../stages/stage-labels.ts';
import { familyApi } from './family-api.ts';

/**
 * The stages a child may be moved to: their age's and up to STAGE_SHIFT_MAX either side, each
 * with the shift that reaches it. Only stages that exist, so a 12-year-old has none above.
 */
function stageChoices(age: number) {
  const own = STAGES.findIndex((stage) => stage.id === stageOfAge(age));
  return STAGES.map((stage, index) => ({ stage, shift: index - own })).filter(
    ({ shift }) => Math.abs(shift) <= STAGE_SHIFT_MAX,
  );
}

/**
 * Which stage a child's path follows (issue 20, decision 0016): their age's, or one their parent
 * moved them to because they are ahead or behind. Saved with a button rather than on each change,
 * so arrowing through the choices with a keyboard does not save every one on the way.
 */
export function StageChoice(props: { child: User }) {
  const { t } = useTranslation();
  const name = useId();
  const noteId = useId();
  const revalidator = useRevalidator();
  const { child } = props;
  const age = child.birthday ? ageOn(child.birthday) : null;
  // A shift beyond the last stage learns at the last stage, so the saved stage is what shows.
  const stageAt = (shift: number): StageId => stageOfAge(learningAge(age ?? 0, shift));
  const [saved, setSaved] = useState<StageId>(() => stageAt(child.stage_shift ?? 0));
  const [chosen, setChosen] = useState<StageId>(saved);
  const [busy, setBusy] = useState(false);
  if (age === null) return null;
  const choices = stageChoices(age);
  const unchanged = chosen === saved;

  function save() {
    const choice = choices.find(({ stage }) => stage.id === chosen);
    if (!choice || unchanged || busy) return;
    withParentalGate(() => {
      setBusy(true);
      familyApi(browserApi())
        .setStage(child.id, { shift: choice.shift })
        .then(async (answer) => {
          setSaved(stageAt(answer.data.stage_shift ?? choice.shift));
          if (answer.message) toast('success', answer.message);
          await revalidator.revalidate();
        })
        .catch(reportApiError)
        .finally(() => setBusy(false));
    });
  }

  return (
    <fieldset aria-describedby={noteId} className="min-w-0 rounded-2xl bg-leaf-50 px-2 py-3">
      <legend className="float-left mb-2 w-full font-bold">
        {t('family.stageTitle', { name: child.first_name })}
      </legend>
      <div className="clear-left flex flex-col gap-2">
        {choices.map(({ stage, shift }) => (
          <label
            key={stage.id}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border-2 border-transparent bg-white px-3 py-2 has-checked:border-leaf-700"
          >
            <input
              type="radio"
              name={name}
              value={stage.id}
              checked={chosen === stage.id}
              onChange={() => setChosen(stage.id)}
              className="checkbox mt-0"
            />
            <span className="flex min-w-0 flex-col">
              <span className="flex flex-wrap items-center gap-x-2">
                <span className="font-bold">{stageText(t, stage.id).name}</span>
                {shift === 0 && (
                  <span className="rounded-full bg-sun-200 px-2 text-base font-bold">
                    {t('family.stageOwn')}
                  </span>
                )}
              </span>
              <span className="text-base text-ink/80">
                {t('family.stageAges', { min: stage.ages[0], max: stage.ages[1] })}
              </span>
            </span>
          </label>
        ))}
        <p id={noteId} className="text-base text-ink/85">
          {t('family.stageNote', { name: child.first_name })}
        </p>
        <button
          type="button"
          className="button-secondary self-start aria-disabled:opacity-60"
          aria-label={t('family.stageSaveOf', { name: child.first_name })}
          aria-disabled={unchanged || busy || undefined}
          onClick={save}
        >
          {t('family.stageSave')}
        </button>
      </div>
    </fieldset>
  );
}
