/** What the container says about a video, read without decoding it. */
export interface VideoInfo {
  width: number;
  height: number;
  durationSeconds: number;
}
