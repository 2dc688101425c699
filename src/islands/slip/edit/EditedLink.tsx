// The link between two tickets of an edit (issue 31), on each of them in my bets: the old one
// was "edited into" the new one, the new one was "edited from" the old one.
import type { TicketView } from '../../../lib/tickets/ticket-view.ts';
import type { T } from '../../i18n.ts';

export function EditedLink({ ticket, t }: { ticket: Pick<TicketView, 'edited_from' | 'edited_into'>; t: T }) {
  const lines = [
    ticket.edited_from === null ? null : t('editBet.editedFrom', { id: ticket.edited_from }),
    ticket.edited_into === null ? null : t('editBet.editedInto', { id: ticket.edited_into }),
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  return (
    <ul className="editbet__links">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
