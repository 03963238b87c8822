import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CHILD_AVATARS, childAvatarSrc, type ChildAvatar } from '@dino/contract';
import { AvatarInput } from '../../ui/avatar-input.tsx';
import { CheckIcon } from '../../ui/icons.tsx';

/** One of our drawn dinosaurs, or a picture the parent uploads. */
export type AvatarChoice = ChildAvatar | 'own';

/** Each drawn dinosaur by name, as literal catalog keys. */
function avatarName(t: TFunction, id: ChildAvatar): string {
  return {
    tyrannosaurus: t('childAvatar.tyrannosaurus'),
    triceratops: t('childAvatar.triceratops'),
    stegosaurus: t('childAvatar.stegosaurus'),
    brachiosaurus: t('childAvatar.brachiosaurus'),
    parasaurolophus: t('childAvatar.parasaurolophus'),
    spinosaurus: t('childAvatar.spinosaurus'),
    ankylosaurus: t('childAvatar.ankylosaurus'),
    velociraptor: t('childAvatar.velociraptor'),
  }[id];
}

/** A dinosaur for a new child, so that a name and a birth date are all a parent must give. */
export function someChildAvatar(): AvatarChoice {
  return CHILD_AVATARS[Math.floor(Math.random() * CHILD_AVATARS.length)]!;
}

/**
 * The picture chosen in a child's form: what it sends is the dinosaur's id, or the file of a
 * picture of one's own (a file chosen before another dinosaur was picked is not sent).
 */
export function useAvatarChoice(initial: AvatarChoice | null | (() => AvatarChoice | null)) {
  const [choice, setChoice] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  return {
    choice,
    choose(next: AvatarChoice) {
      setChoice(next);
      setFile(null);
    },
    setFile,
    art: choice === null || choice === 'own' ? undefined : choice,
    file: choice === 'own' ? file : null,
  };
}

export type AvatarChoiceState = ReturnType<typeof useAvatarChoice>;

/**
 * Our drawn dinosaurs as one radio group of big round pictures (arrow keys move between them),
 * and a picture of one's own, whose chooser appears once that is picked.
 */
export function ChildAvatarPicker(props: {
  avatar: AvatarChoiceState;
  /** The uploaded picture the child has now. */
  current?: string | null | undefined;
}) {
  const { t } = useTranslation();
  const group = useId();
  const { avatar } = props;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 font-bold">{t('childAvatar.legend')}</legend>
      <div className="grid max-w-88 grid-cols-4 gap-3">
        {CHILD_AVATARS.map((id) => (
          <label key={id} className="relative aspect-square min-w-12">
            <input
              type="radio"
              name={group}
              value={id}
              checked={avatar.choice === id}
              onChange={() => avatar.choose(id)}
              className="peer absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            <img
              src={childAvatarSrc(id)}
              alt=""
              className="pointer-events-none h-full w-full rounded-full border-4 border-transparent peer-checked:border-leaf-700 peer-focus-visible:outline-4 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sun-400"
            />
            <span className="sr-only">{avatarName(t, id)}</span>
            <CheckIcon className="pointer-events-none absolute -top-1 -right-1 hidden h-7 w-7 rounded-full border-2 border-white bg-leaf-700 p-0.5 text-white peer-checked:block" />
          </label>
        ))}
      </div>
      <label className="check-row">
        <input
          type="radio"
          name={group}
          value="own"
          checked={avatar.choice === 'own'}
          onChange={() => avatar.choose('own')}
          className="h-6 w-6 shrink-0 accent-leaf-700"
        />
        {t('childAvatar.own')}
      </label>
      {avatar.choice === 'own' && (
        <AvatarInput current={props.current} onChange={avatar.setFile} hideLabel />
      )}
    </fieldset>
  );
}
