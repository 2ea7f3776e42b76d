import { emailPrefix } from "@/shared/format";

/** An account's name as others see it; the e-mail prefix when the name was left empty. */
export function nameOrEmailPrefix(account: { name: string; email: string }): string {
  return account.name.trim() || emailPrefix(account.email);
}
