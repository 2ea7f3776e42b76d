import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { setPriority } from "node:os";
import { VideoProcessingError } from "./processing-error";

/** FFmpeg can be chatty about a damaged file: only the end of its complaint is worth keeping. */
const STDERR_KEPT_CHARS = 64 * 1024;
const DETAIL_LINES = 20;

/**
 * The demuxers and protocols an upload may use. Without these lists a file that merely looks like
 * a video could be a playlist that makes FFmpeg open other files or URLs.
 */
export const SAFE_INPUT_ARGS = [
  "-format_whitelist",
  "mov,matroska",
  "-protocol_whitelist",
  "file",
] as const;

/** FFmpeg without its banner, without reading stdin, and saying only what went wrong. */
export const QUIET_ARGS = ["-hide_banner", "-nostdin", "-v", "error"] as const;

/**
 * An output keeps only picture and sound: no tag of the source (place, device, times), no
 * chapter, and no note of the muxer or encoder that made it.
 */
export const NO_TAGS_ARGS = [
  "-map_metadata",
  "-1",
  "-map_chapters",
  "-1",
  "-fflags",
  "+bitexact",
  "-flags:v",
  "+bitexact",
  "-flags:a",
  "+bitexact",
] as const;

export interface RunOptions {
  signal?: AbortSignal;
  /** Past this the process is killed and the file called unreadable. */
  timeoutMs?: number;
  /** Stdout kept up to this many characters; more is a failure, not a memory leak. */
  maxStdoutChars?: number;
  /** Stdout handed over line by line as it arrives instead of kept. */
  onStdoutLine?: (line: string) => void;
  /** Raised after start so a transcode yields the CPU to requests. */
  niceness?: number;
  /** Files the run writes, removed when it fails or is aborted. */
  outputs?: readonly string[];
}

/**
 * Runs an FFmpeg tool (argument array, no shell) and resolves with its stdout. Rejects with the
 * signal's reason when aborted, a VideoProcessingError("unreadable") with the stderr tail when the
 * tool fails on the file, and a plain error when the binary itself cannot run.
 */
export function runTool(binary: string, args: readonly string[], options: RunOptions = {}) {
  const { signal, onStdoutLine, maxStdoutChars = 1024 * 1024 } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise<string>((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"], windowsHide: true });
    let stdout = "";
    let pendingLine = "";
    let stderr = "";
    let failure: unknown;
    let settled = false;

    const stderrDetail = () => stderr.trimEnd().split("\n").slice(-DETAIL_LINES).join("\n");
    const kill = (reason: unknown) => {
      if (failure !== undefined) return;
      failure = reason;
      child.kill("SIGKILL");
    };
    const finish = async (error: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      if (error === undefined) return resolve(stdout);
      await Promise.all((options.outputs ?? []).map((path) => rm(path, { force: true })));
      reject(error);
    };
    const onAbort = () => kill(signal?.reason);
    signal?.addEventListener("abort", onAbort, { once: true });
    const timer = options.timeoutMs
      ? setTimeout(
          () =>
            kill(
              new VideoProcessingError("unreadable", {
                detail: `timed out after ${options.timeoutMs} ms\n${stderrDetail()}`,
              }),
            ),
          options.timeoutMs,
        )
      : undefined;

    if (options.niceness !== undefined && child.pid !== undefined) {
      try {
        setPriority(child.pid, options.niceness);
      } catch {
        // Not permitted everywhere (e.g. some containers); running at normal priority is fine.
      }
    }

    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      if (failure !== undefined) return;
      if (!onStdoutLine) {
        stdout += chunk;
        if (stdout.length > maxStdoutChars) {
          kill(new VideoProcessingError("unreadable", { detail: "too much output" }));
        }
        return;
      }
      const lines = (pendingLine + chunk).split("\n");
      pendingLine = lines.pop() ?? "";
      try {
        for (const line of lines) onStdoutLine(line.trimEnd());
      } catch (error) {
        kill(error);
      }
    });
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT_CHARS);
    });

    child.on("error", (error) => {
      kill(error);
      void finish(failure);
    });
    child.on("close", (code, exitSignal) => {
      if (failure !== undefined) return void finish(failure);
      if (code === 0) return void finish(undefined);
      void finish(
        new VideoProcessingError("unreadable", {
          detail: `${binary} exited with ${code ?? exitSignal}\n${stderrDetail()}`,
        }),
      );
    });
  });
}
