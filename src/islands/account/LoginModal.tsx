import { useStore } from '@nanostores/react';
import type { Lang } from '../../stores/lang.ts';
import { $loginModal, closeLoginModal } from '../../stores/login-modal.ts';
import { useT } from '../i18n.ts';
import { Modal } from '../ui/Modal.tsx';
import { afterLoginPath } from './login.ts';
import { LoginForm } from './LoginForm.tsx';

/**
 * The desktop login modal, opened through openLoginModal() by any action that needs a
 * player. After login the player stays on the page (the islands follow the session), unless
 * the password must be changed first or the opener named a destination.
 */
export default function LoginModal({ lang, currency }: { lang: Lang; currency: string }) {
  const state = useStore($loginModal);
  const t = useT(lang);
  return (
    <Modal open={state !== null} onClose={closeLoginModal} title={t('login.modalTitle')} lang={lang}>
      <LoginForm
        t={t}
        currency={currency}
        inlineErrors
        onSuccess={(user) => {
          closeLoginModal();
          if (!user.has_logged_in_before || state?.from) window.location.assign(afterLoginPath(user, state?.from ?? null));
        }}
      />
    </Modal>
  );
}
