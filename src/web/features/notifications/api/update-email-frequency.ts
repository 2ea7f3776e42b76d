import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EmailFrequency, MyProfile } from "@/shared/schemas/profile";
import { apiRequest } from "@/web/lib/api-client";
import { myProfileQueryOptions } from "@/web/lib/auth/api/get-my-profile";

/** PATCH /api/profile/me with only the digest's e-mail frequency. */
function updateEmailFrequency(emailFrequency: EmailFrequency): Promise<MyProfile> {
  return apiRequest("PATCH /api/profile/me", "/api/profile/me", { body: { emailFrequency } });
}

/** Saves, then shows the new profile everywhere it is read. */
export function useUpdateEmailFrequency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailFrequency,
    onSuccess: (profile) => {
      queryClient.setQueryData(myProfileQueryOptions(profile.id).queryKey, profile);
    },
  });
}
