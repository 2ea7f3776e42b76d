import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AccessRequestInput, MyAccessRequest } from "@/shared/schemas/access-requests";
import { apiRequest } from "@/web/lib/api-client";
import { MY_PROFILE_QUERY_KEY } from "@/web/lib/auth/api/get-my-profile";
import { ACCESS_REQUESTS_QUERY_KEY } from "./get-my-access-requests";

/**
 * POST /api/access-requests. Only role user may ask (403); a second pending request of the same
 * type is refused (409, with the server's message).
 */
function submitAccessRequest(input: AccessRequestInput): Promise<MyAccessRequest> {
  return apiRequest("POST /api/access-requests", "/api/access-requests", { body: input });
}

/** The profile carries the request status too, so both are read again afterwards. */
export function useSubmitAccessRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAccessRequest,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ACCESS_REQUESTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: MY_PROFILE_QUERY_KEY }),
      ]),
  });
}
