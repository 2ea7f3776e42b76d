import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import type { CommentsPage } from "@/shared/comments";
import { apiRequest } from "./api-client";

/**
 * One thread's API (a reel's, a post's): `path` is its `/…/:id/comments`, `key` its cache key.
 * GET pages newest first by cursor; POST answers 201 with the stored comment.
 */
export type ThreadAddress = ReelThread | PostThread;
interface ReelThread {
  pattern: "/api/reels/:id/comments";
  path: `/api/reels/${string}/comments`;
  key: readonly unknown[];
}
interface PostThread {
  pattern: "/api/blog/posts/:id/comments";
  path: `/api/blog/posts/${string}/comments`;
  key: readonly unknown[];
}

function commentsQueryOptions({ pattern, path, key }: ThreadAddress) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `GET ${pattern}`,
        pageParam ? `${path}?${new URLSearchParams({ cursor: pageParam })}` : path,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useComments(thread: ThreadAddress) {
  return useInfiniteQuery(commentsQueryOptions(thread));
}

/**
 * Posts a comment and puts it at the top of the thread, without a refetch (the thread's cursors
 * stay valid, and the answer is the comment as stored); `onAdded` counts it where it is shown.
 */
export function usePostComment(thread: ThreadAddress, onAdded: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: string }) =>
      apiRequest(`POST ${thread.pattern}`, thread.path, { body: input }),
    onSuccess: (comment) => {
      queryClient.setQueryData<InfiniteData<CommentsPage, string | null>>(thread.key, (data) => {
        const [first, ...rest] = data?.pages ?? [];
        if (!data || !first) return data;
        if (first.items.some((item) => item.id === comment.id)) return data;
        return { ...data, pages: [{ ...first, items: [comment, ...first.items] }, ...rest] };
      });
      onAdded();
    },
  });
}
