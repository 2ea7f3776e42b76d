import type { CollectionReaction } from "@/shared/collections";
import { apiRequest } from "@/web/lib/api-client";
import { useCollectionWrite } from "./use-collection-write";

const e = encodeURIComponent;

// One hook per write a member makes inside or on a collection; each refreshes the collections.

export const useCreateCollection = (userId: string) =>
  useCollectionWrite(userId, (name: string) =>
    apiRequest("POST /api/collections", "/api/collections", { body: { name } }),
  );

export const useRenameCollection = (userId: string, id: string) =>
  useCollectionWrite(userId, (name: string) =>
    apiRequest("PATCH /api/collections/:id", `/api/collections/${e(id)}`, { body: { name } }),
  );

export const useDeleteCollection = (userId: string, id: string) =>
  useCollectionWrite(userId, () =>
    apiRequest("DELETE /api/collections/:id", `/api/collections/${e(id)}`),
  );

export const useLeaveCollection = (userId: string, id: string) =>
  useCollectionWrite(userId, () =>
    apiRequest("POST /api/collections/:id/leave", `/api/collections/${e(id)}/leave`, { body: {} }),
  );

/** Puts a home in a collection or takes it out. */
export const useToggleHome = (userId: string) =>
  useCollectionWrite(
    userId,
    ({
      collectionId,
      propertyId,
      add,
    }: {
      collectionId: string;
      propertyId: string;
      add: boolean;
    }) =>
      add
        ? apiRequest(
            "PUT /api/collections/:id/homes/:propertyId",
            `/api/collections/${e(collectionId)}/homes/${e(propertyId)}`,
          )
        : apiRequest(
            "DELETE /api/collections/:id/homes/:propertyId",
            `/api/collections/${e(collectionId)}/homes/${e(propertyId)}`,
          ),
  );

/** Sets the member's own reaction to a home, or clears it with null. */
export const useReact = (userId: string, id: string) =>
  useCollectionWrite(
    userId,
    ({ propertyId, reaction }: { propertyId: string; reaction: CollectionReaction | null }) =>
      reaction
        ? apiRequest(
            "PUT /api/collections/:id/homes/:propertyId/reaction",
            `/api/collections/${e(id)}/homes/${e(propertyId)}/reaction`,
            { body: { reaction } },
          )
        : apiRequest(
            "DELETE /api/collections/:id/homes/:propertyId/reaction",
            `/api/collections/${e(id)}/homes/${e(propertyId)}/reaction`,
          ),
  );

export const useAddNote = (userId: string, id: string) =>
  useCollectionWrite(userId, ({ propertyId, body }: { propertyId: string; body: string }) =>
    apiRequest(
      "POST /api/collections/:id/homes/:propertyId/notes",
      `/api/collections/${e(id)}/homes/${e(propertyId)}/notes`,
      { body: { body } },
    ),
  );

export const useDeleteNote = (userId: string, id: string) =>
  useCollectionWrite(userId, (noteId: string) =>
    apiRequest(
      "DELETE /api/collections/:id/notes/:noteId",
      `/api/collections/${e(id)}/notes/${e(noteId)}`,
    ),
  );

export const useInvite = (userId: string, id: string) =>
  useCollectionWrite(userId, (email: string) =>
    apiRequest("POST /api/collections/:id/invites", `/api/collections/${e(id)}/invites`, {
      body: { email },
    }),
  );

export const useCancelInvite = (userId: string, id: string) =>
  useCollectionWrite(userId, (inviteId: string) =>
    apiRequest(
      "DELETE /api/collections/:id/invites/:inviteId",
      `/api/collections/${e(id)}/invites/${e(inviteId)}`,
    ),
  );

export const useAcceptInvite = (userId: string) =>
  useCollectionWrite(userId, (token: string) =>
    apiRequest("POST /api/collections/invites/accept", "/api/collections/invites/accept", {
      body: { token },
    }),
  );
