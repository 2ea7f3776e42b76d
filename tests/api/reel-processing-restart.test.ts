import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { APP_JOB_POLICIES, APP_JOB_QUEUES } from "../../src/server/jobs";
import { createLogger } from "../../src/server/platform/http/logger";
import { startJobQueue } from "../../src/server/platform/jobs/queue";
import { startReelProcessingWorker } from "../../src/server/reel-processing/worker";
import type { ReelUploadState } from "../../src/shared/manage-reels";
import { settledUpload, uploadReelOk } from "../factories/manage-reels";
import { signedInClient } from "../factories/users";
import { makeTestVideo } from "../fixtures/make-video";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

describe("a transcode interrupted by a stopping server", () => {
  it("starts again on the next server and publishes the reel", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const video = await makeTestVideo({
      container: "mp4",
      codec: "h264",
      width: 720,
      height: 1280,
      seconds: 4,
      audio: true,
    });
    const upload = await uploadReelOk(client, { video: { bytes: readFileSync(video) } });
    let state: ReelUploadState = upload;
    while (state.status === "processing" && state.progress === 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      state = await getJson<ReelUploadState>(client, `/api/manage/reels/uploads/${upload.id}`);
    }
    expect(state.status).toBe("processing");
    // This server stops mid-transcode; another one takes the work up from the queue.
    await t.deps.jobs.stop();
    const next = await startJobQueue(
      t.deps.database,
      createLogger("silent"),
      APP_JOB_QUEUES,
      APP_JOB_POLICIES,
    );
    try {
      await startReelProcessingWorker({ ...t.deps, jobs: next });
      expect(await settledUpload(client, upload.id)).toMatchObject({ status: "ready" });
    } finally {
      await next.stop();
    }
  }, 90_000);
});
