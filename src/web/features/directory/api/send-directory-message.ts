import { useMutation } from "@tanstack/react-query";
import type { DirectoryKind } from "@/shared/directory";
import type { ContactAgentInput } from "@/shared/schemas/inquiries";
import { apiRequest } from "@/web/lib/api-client";

const BASE = {
  realtor: "/api/realtors",
  photographer: "/api/photographers",
} as const satisfies Record<DirectoryKind, string>;
const ROUTE = {
  realtor: "POST /api/realtors/:id/messages",
  photographer: "POST /api/photographers/:id/messages",
} as const satisfies Record<DirectoryKind, string>;

/**
 * POST /api/realtors/:id/messages or /api/photographers/:id/messages: the directory's Contact
 * form; the professional is notified. Signed out too.
 */
function sendDirectoryMessage(
  kind: DirectoryKind,
  id: string,
  input: ContactAgentInput,
): Promise<{ id: string }> {
  return apiRequest(ROUTE[kind], `${BASE[kind]}/${encodeURIComponent(id)}/messages`, {
    body: input,
  });
}

export function useSendDirectoryMessage(kind: DirectoryKind, id: string) {
  return useMutation({
    mutationFn: (input: ContactAgentInput) => sendDirectoryMessage(kind, id, input),
  });
}
