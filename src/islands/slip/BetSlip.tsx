import { lazy, Suspense, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $slip } from '../../stores/slip.ts';
import type { Lang } from '../../stores/lang.ts';
import { useT } from '../i18n.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { Loader } from '../ui/Loader.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { Empty, Frame, type SlipLayout } from './SlipFrame.tsx';

// Most page views never hold a pick: the slip's working parts (stake inputs, figures, the
// submit flow) load with the first one, not with the page.
const SlipView = lazy(() => import('./SlipView.tsx'));

export interface BetSlipProps {
  lang: Lang;
  currency: string;
  /** 'panel': the desktop column; 'page': the mobile /bet-slip screen. */
  layout: SlipLayout;
}

/** The bet slip in its four states: empty, filled, submitted and insufficient funds. */
export default function BetSlip(props: BetSlipProps) {
  return (
    <ErrorBoundary lang={props.lang}>
      <SlipSwitch {...props} />
    </ErrorBoundary>
  );
}

function SlipSwitch(props: BetSlipProps) {
  const t = useT(props.lang);
  const hydrated = useHydrated();
  const picks = useStore($slip).entries.length;
  // Once loaded the full slip stays: it owns the submitted state that outlives the picks.
  const [needed, setNeeded] = useState(false);
  if (hydrated && picks > 0 && !needed) setNeeded(true);
  if (!needed)
    return (
      <Frame t={t} layout={props.layout}>
        <Empty t={t} />
      </Frame>
    );
  return (
    <Suspense
      fallback={
        <Frame t={t} layout={props.layout}>
          <Loader lang={props.lang} />
        </Frame>
      }
    >
      <SlipView {...props} />
    </Suspense>
  );
}
