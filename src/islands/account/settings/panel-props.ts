// What AccountSettings hands every settings panel. Beside the panels, not in AccountSettings,
// so that the panels and the component that renders them do not import each other.
import type { Lang } from '../../../stores/lang.ts';
import type { T } from '../../i18n.ts';
import type { Account } from '../api.ts';

export interface PanelProps {
  account: Account;
  /** Replaces the shown account with the server's answer after a change. */
  onSaved: (account: Account) => void;
  t: T;
  lang: Lang;
}
