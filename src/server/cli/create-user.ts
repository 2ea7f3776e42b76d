import { parseArgs } from "node:util";
import { z } from "zod";
import { startRuntime } from "../bootstrap";
import { loadEnv } from "../platform/env";
import { createLogger } from "../platform/http/logger";
import { createOrUpdateUser, createUserInputSchema } from "../users/create-user";

const USAGE =
  "Usage: npm run create-user -- --email E --password P [--name N] [--role user|realtor|photographer|admin]";

/** The `create-user` command; returns the process exit code. */
export async function runCreateUser(
  argv: string[],
  print = (line: string) => console.info(line),
): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: "string" },
        password: { type: "string" },
        name: { type: "string" },
        role: { type: "string" },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!values.email) {
    console.error(`--email is required\n${USAGE}`);
    return 2;
  }
  const input = createUserInputSchema.safeParse(values);
  if (!input.success) {
    console.error(
      input.error.issues.map((issue) => `--${issue.path.join(".")}: ${issue.message}`).join("\n"),
    );
    return 1;
  }
  const env = loadEnv();
  const runtime = await startRuntime(env, createLogger("warn"));
  try {
    const result = await createOrUpdateUser(runtime, input.data);
    const verb = {
      created: "Created",
      "role-changed": "Changed the role of",
      unchanged: "Nothing to change for",
    }[result.outcome];
    print(`${verb} ${result.email} (role ${result.role}).`);
    return 0;
  } catch (error) {
    if (error instanceof z.ZodError) {
      console.error(
        error.issues.map((issue) => `--${issue.path.join(".")}: ${issue.message}`).join("\n"),
      );
    } else {
      console.error(`Could not create the user: ${(error as Error).message}`);
    }
    return 1;
  } finally {
    await runtime.shutdown();
  }
}
