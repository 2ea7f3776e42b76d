import { notifyWithAction } from "./notify";

/**
 * The toast for an action that needs an account: 'Sign in required' with a 'Sign in' button.
 * Import it dynamically from first-paint code (e.g. on click) so sonner stays out of that bundle.
 */
export function promptSignIn(description: string, goToSignIn: () => void): void {
  notifyWithAction("sign-in-required", "Sign in required", description, {
    label: "Sign in",
    onClick: goToSignIn,
  });
}
