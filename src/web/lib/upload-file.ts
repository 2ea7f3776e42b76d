import { ApiClientError, OFFLINE_MESSAGE, parseJsonText, toApiClientError } from "./api-client";

export interface UploadOptions {
  method?: "POST" | "PUT";
  /** The share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Sends one file as multipart/form-data under `field` (see sendFormData). */
export function uploadFile<T>(
  path: string,
  field: string,
  file: File,
  options: UploadOptions = {},
): Promise<T> {
  const body = new FormData();
  body.append(field, file);
  return sendFormData<T>(path, body, options);
}

/**
 * Sends a multipart form (files and text fields) and resolves with the JSON answer.
 * XMLHttpRequest rather than fetch, because only it reports upload progress. Rejects with
 * ApiClientError like apiRequest, and with an AbortError when cancelled.
 */
export function sendFormData<T>(
  path: string,
  body: FormData,
  { method = "POST", onProgress, signal }: UploadOptions = {},
): Promise<T> {
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
        resolve(payload as T);
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
