// Whether sign-up is open, apart from the prompt component: the header's account area (on
// every page) asks only this, so the prompt travels with the slip and account screens that
// show it rather than in every page's shared script.

/** Whether the operator lets visitors open their own account (the layout's data-signup, from SIGNUP). */
export function signupOpen(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.signup === 'on';
}
