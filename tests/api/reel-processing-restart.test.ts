import { describe, expect, it } from "vitest";
import { APP_JOB_POLICIES, APP_JOB_QUEUES } from "../../src/server/jobs";
import { createLogger } from "../../src/server/platform/http/logger";
import { startJobQueue } from "../../src/server/platform/jobs/queue";
import { startReelProcessingWorker } from "../../src/server/reel-processing/worker";
import { encodingStarted, settledUpload, uploadLongReel } from "../factories/manage-reels";
import { signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

describe("a transcode interrupted by a stopping server", () => {
  it("starts again on the next server and publishes the reel", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const upload = await uploadLongReel(client);
    expect(await encodingStarted(client, upload.id)).toMatchObject({ status: "processing" });
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
