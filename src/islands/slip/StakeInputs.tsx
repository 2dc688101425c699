import { useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { SlipType } from '../../stores/slip.ts';
import { setTotalStake } from '../../stores/slip-actions.ts';
import { isAcceptableStakePaste, isBlockedStakeKey, parseStakeInput, stakeFieldText, totalFromGain, totalFromPerBet, type StakeInputKind } from '../../lib/slip/stake-input.ts';
import { STAKE_INPUT_MAX_LENGTH } from '../../lib/slip/rules.ts';
import { GAIN_REFERENCE_STAKE, type SlipFigures } from '../../stores/slip-figures.ts';
import { checkStake } from './stake-check.ts';
import type { T } from '../i18n.ts';
import type { Lang } from '../../stores/lang.ts';

interface Props {
  figures: SlipFigures;
  type: SlipType;
  currency: string;
  lang: Lang;
  t: T;
  disabled: boolean;
}

/** The total a field's value stands for (spec section 5's linking rules). */
function totalFor(kind: StakeInputKind, minor: number, figures: SlipFigures): number {
  if (kind === 'perBet') return totalFromPerBet(minor, figures.betCount);
  if (kind === 'gain') return totalFromGain(minor, figures.gainAtReference, GAIN_REFERENCE_STAKE);
  return minor;
}

/** The three linked stake fields: stake per bet, total stake and max gain. */
export function StakeInputs({ figures, type, currency, lang, t, disabled }: Props) {
  const [draft, setDraft] = useState<{ kind: StakeInputKind; text: string } | null>(null);
  const id = useId();
  const shown: Record<StakeInputKind, number> = { perBet: figures.stakePerBet, total: figures.totalStake, gain: figures.maxGain };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isBlockedStakeKey(event.key)) event.preventDefault();
    if (event.key === 'Enter') event.currentTarget.blur();
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (!isAcceptableStakePaste(event.clipboardData.getData('text'))) event.preventDefault();
  };
  const onChange = (kind: StakeInputKind, text: string) => {
    setDraft({ kind, text });
    const minor = parseStakeInput(text);
    if (minor !== null) setTotalStake(totalFor(kind, minor, figures));
  };
  const onBlur = (kind: StakeInputKind, text: string) => {
    setDraft(null);
    const minor = parseStakeInput(text);
    if (minor === null || minor <= 0) {
      // An empty or unreadable field: back to the default stake, the others recomputed.
      setTotalStake(null);
      return;
    }
    const total = totalFor(kind, minor, figures);
    setTotalStake(total);
    checkStake(total, figures.betCount, type, currency, lang);
  };

  const field = (kind: StakeInputKind, label: string) => (
    <div className="slip-stake">
      <label htmlFor={`${id}-${kind}`}>{label}</label>
      <div className="slip-stake__box">
        <input
          id={`${id}-${kind}`}
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          maxLength={STAKE_INPUT_MAX_LENGTH}
          disabled={disabled}
          value={draft?.kind === kind ? draft.text : stakeFieldText(shown[kind])}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onChange={(event) => onChange(kind, event.currentTarget.value.slice(0, STAKE_INPUT_MAX_LENGTH))}
          onBlur={(event) => onBlur(kind, event.currentTarget.value)}
        />
        <span className="slip-stake__currency" aria-hidden="true">
          {currency}
        </span>
      </div>
    </div>
  );

  return (
    <div className="slip-stakes">
      {field('perBet', t('slip.stakePerBet'))}
      {field('total', t('slip.totalStake'))}
      {field('gain', t('slip.maxGain'))}
    </div>
  );
}
