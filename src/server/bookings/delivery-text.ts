/** What a delivery or hand-over holds, for the thread's line: "2 photos and a video". */
export function deliveryText(photos: number, video: boolean): string {
  const pictures = photos === 1 ? "1 photo" : `${photos} photos`;
  if (!video) return pictures;
  return photos === 0 ? "a video" : `${pictures} and a video`;
}
