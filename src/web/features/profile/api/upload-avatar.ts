import { type ErrorCode, isApiErrorBody } from "@/shared/errors";
import type { MyProfile } from "@/shared/schemas/profile";
import { ApiClientError, OFFLINE_MESSAGE } from "@/web/lib/api-client";

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function codeForStatus(status: number): ErrorCode {
  if (status === 413) return "PAYLOAD_TOO_LARGE";
  if (status === 401) return "UNAUTHORIZED";
  return status >= 500 ? "INTERNAL" : "BAD_REQUEST";
}

/**
 * PUT /api/profile/me/avatar as multipart/form-data (field "avatar"). XMLHttpRequest rather than
 * fetch, because only it reports upload progress; `onProgress` gets the share sent, 0 to 1.
 * Rejects with ApiClientError like every other call.
 */
export function uploadAvatar(
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<MyProfile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", "/api/profile/me/avatar");
    request.setRequestHeader("accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const payload = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(payload as MyProfile);
        return;
      }
      reject(
        isApiErrorBody(payload)
          ? new ApiClientError(request.status, payload.code, payload.message, payload.issues ?? [])
          : new ApiClientError(
              request.status,
              codeForStatus(request.status),
              `Request failed (HTTP ${request.status})`,
            ),
      );
    });
    request.addEventListener("error", () =>
      reject(new ApiClientError(0, "SERVICE_UNAVAILABLE", OFFLINE_MESSAGE)),
    );
    request.addEventListener("abort", () =>
      reject(new DOMException("The upload was cancelled", "AbortError")),
    );
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    const body = new FormData();
    body.append("avatar", file);
    request.send(body);
  });
}
