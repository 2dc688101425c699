import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { atom, type ReadableAtom } from 'nanostores';
import { $slip } from '../stores/slip.ts';
import type { SlipFigures } from '../stores/slip-figures.ts';
import type { Lang } from '../stores/lang.ts';
import { formatsFor } from '../lib/format/locale.ts';
import { useT } from './i18n.ts';
import { useHydrated } from './ui/useHydrated.ts';
import { TicketIcon } from './ui/icons.tsx';

const NO_FIGURES: ReadableAtom<SlipFigures | null> = atom(null);

/**
 * The slip's figures once it holds a pick. The pricing code loads then, not with every page
 * (an empty slip shows 0 and 0.00, as the server rendered it); a failed load is tried again
 * at the slip's next change.
 */
function useSlipFigures(picks: number): SlipFigures | null {
  const [loaded, setLoaded] = useState<ReadableAtom<SlipFigures> | null>(null);
  useEffect(() => {
    if (picks === 0 || loaded) return;
    let current = true;
    import('../stores/slip-figures.ts')
      .then(({ $slipFigures }) => {
        if (current) setLoaded($slipFigures);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [picks, loaded]);
  return useStore<ReadableAtom<SlipFigures | null>>(loaded ?? NO_FIGURES);
}

/**
 * The inside of the mobile bottom bar's slip link (the bar keeps the link to /bet-slip):
 * the bet count on the ticket icon and the max coefficient under it.
 */
export default function SlipBarItem({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const hydrated = useHydrated();
  const picks = useStore($slip).entries.length;
  const figures = useSlipFigures(hydrated ? picks : 0);
  const count = figures?.betCount ?? 0;
  const coefficient = formatsFor(lang).odds(figures?.maxCoefficient ?? 0);
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
        <span className="slip-bar__coefficient" data-slip-coefficient data-odds={figures?.maxCoefficient ?? 0} aria-hidden="true">
          {coefficient}
        </span>
      </span>
    </>
  );
}
