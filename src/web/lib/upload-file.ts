import { type ApiAnswer, type ApiPath, type ApiRoute, routeMethod } from "@/shared/api-contract";
import { ApiClientError, OFFLINE_MESSAGE, parseJsonText, toApiClientError } from "./api-client";

export interface UploadOptions {
  /** The share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Sends one file as multipart/form-data under `field` (see sendFormData). */
export function uploadFile<R extends ApiRoute>(
  route: R,
  path: ApiPath<R>,
  field: string,
  file: File,
  options: UploadOptions = {},
): Promise<ApiAnswer<R>> {
  const body = new FormData();
  body.append(field, file);
  return sendFormData(route, path, body, options);
}

/**
 * Sends a multipart form (files and text fields) and resolves with the JSON answer, typed by the
 * contract's `route` like apiRequest's. XMLHttpRequest rather than fetch, because only it reports
 * upload progress. Rejects with ApiClientError like apiRequest, and with an AbortError when
 * cancelled.
 */
export function sendFormData<R extends ApiRoute>(
  route: R,
  path: ApiPath<R>,
  body: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<ApiAnswer<R>> {
  const method = routeMethod(route);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.setRequestHeader("accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const payload = parseJsonText(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        // The contract's entry is the answer's type: the server is held to it at compile time.
        resolve(payload as ApiAnswer<R>);
      } else {
        reject(toApiClientError(request.status, payload, request.getResponseHeader("retry-after")));
      }
    });
    request.addEventListener("error", () =>
      reject(new ApiClientError(0, "SERVICE_UNAVAILABLE", OFFLINE_MESSAGE)),
    );
    request.addEventListener("abort", () =>
      reject(new DOMException("The upload was cancelled", "AbortError")),
    );
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(body);
  });
}
