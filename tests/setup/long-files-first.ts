import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest starts the files it has no timings for largest first, which puts the fuzz files (short
 * files that drive thousands of requests, the longest of the suite) last, where one of them runs
 * on alone for a minute after every other file is done. They start first instead.
 */
export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (file: TestSpecification) => /[\\/]fuzz-[^\\/]+\.test\.ts$/.test(file.moduleId);
    return [...sorted.filter(long), ...sorted.filter((file) => !long(file))];
  }
}
