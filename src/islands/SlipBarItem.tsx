import { useStore } from '@nanostores/react';
import { $slipFigures } from '../stores/slip.ts';
import type { Lang } from '../stores/lang.ts';
import { formatsFor } from '../lib/format/locale.ts';
import { useT } from './i18n.ts';
import { useHydrated } from './ui/useHydrated.ts';
import { TicketIcon } from './ui/icons.tsx';

/**
 * The inside of the mobile bottom bar's slip link (the bar keeps the link to /bet-slip):
 * the bet count on the ticket icon and the max coefficient under it.
 */
export default function SlipBarItem({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const hydrated = useHydrated();
  const figures = useStore($slipFigures);
  const count = hydrated ? figures.betCount : 0;
  const coefficient = formatsFor(lang).odds(hydrated ? figures.maxCoefficient : 0);
  return (
    <>
      <span className="slip-bar__icon" aria-hidden="true">
        <TicketIcon />
        <span className="slip-bar__count" data-slip-count>
          {count}
        </span>
      </span>
      <span>
        <span className="isl-visually-hidden">{t('slip.barLabel', { count, coefficient })}</span>
        <span className="slip-bar__coefficient" data-slip-coefficient aria-hidden="true">
          {coefficient}
        </span>
      </span>
    </>
  );
}
