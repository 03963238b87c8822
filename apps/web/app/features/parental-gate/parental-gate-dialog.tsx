import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { closeDialog } from '../../lib/feedback.ts';
import { Modal } from '../../ui/dialog.tsx';
import { createGateQuestion, isGateAnswer, rememberGatePassed } from './question.ts';

function useNumberWords(): Record<number, string> {
  const { t } = useTranslation();
  return {
    3: t('gate.three'),
    4: t('gate.four'),
    5: t('gate.five'),
    6: t('gate.six'),
    7: t('gate.seven'),
    8: t('gate.eight'),
    9: t('gate.nine'),
  };
}

/** The grown-ups' door: a multiplication in words; a wrong answer brings a new question. */
export function ParentalGateDialog(props: { onPass: () => void }) {
  const { t } = useTranslation();
  const words = useNumberWords();
  const id = useId();
  const [question, setQuestion] = useState(() => createGateQuestion());
  const [answer, setAnswer] = useState('');
  const [wrong, setWrong] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isGateAnswer(question, answer)) {
      rememberGatePassed();
      closeDialog();
      props.onPass();
      return;
    }
    setWrong(true);
    setAnswer('');
    setQuestion(createGateQuestion());
  }

  return (
    <Modal title={t('gate.title')} description={t('gate.lead')} onClose={closeDialog}>
      <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
        <label htmlFor={id} className="text-xl font-extrabold">
          {t('gate.question', { left: words[question.left], right: words[question.right] })}
        </label>
        <input
          id={id}
          className="input"
          inputMode="numeric"
          autoComplete="off"
          value={answer}
          aria-invalid={wrong ? true : undefined}
          aria-describedby={wrong ? `${id}-error` : undefined}
          onChange={(event) => setAnswer(event.target.value)}
        />
        {wrong && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {t('gate.wrong')}
          </p>
        )}
        <button type="submit" className="button-primary">
          {t('gate.submit')}
        </button>
      </form>
    </Modal>
  );
}
