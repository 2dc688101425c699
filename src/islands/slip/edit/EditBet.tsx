// Edit bet on a my bets ticket (issue 31): a button on an open single or combination that has
// a cash-out value now; the panel (picks to keep or drop, picks to add from the bet slip, the
// new stake, what the edit costs) loads when the player opens it.
import { lazy, Suspense, useState } from 'react';
import type { Lang } from '../../../stores/lang.ts';
import type { TicketView } from '../../../lib/tickets/ticket-view.ts';
import type { T } from '../../i18n.ts';
import { Loader } from '../../ui/Loader.tsx';

const EditPanel = lazy(() => import('./EditPanel.tsx'));

interface Props {
  ticket: TicketView;
  /** The cash-out value now (major units), or null while there is none: no edit then. */
  value: string | null;
  t: T;
  lang: Lang;
  currency: string;
  /** The edit was made: my bets reads the tickets again. */
  onEdited: () => void;
}

export function EditBet({ ticket, value, t, lang, currency, onEdited }: Props) {
  const [open, setOpen] = useState(false);
  if (ticket.status !== 'pending' || ticket.type === 'system') return null;
  if (!open)
    return (
      <div className="editbet">
        <button type="button" className="editbet__open" disabled={value === null} onClick={() => setOpen(true)}>
          {t('editBet.open')}
        </button>
      </div>
    );
  return (
    <Suspense fallback={<Loader lang={lang} />}>
      <EditPanel ticket={ticket} value={value} t={t} lang={lang} currency={currency} onClose={() => setOpen(false)} onEdited={onEdited} />
    </Suspense>
  );
}
