import { VIDEO_PROGRESS_MILESTONES, VIDEO_PROGRESS_POLL_MS } from "@fad/contracts/messages/profile-texts";

/**
 * What the progress poll reads: the HTML5 media element interface. A <video> element is one as it is;
 * the YouTube player is adapted to it (getCurrentTime/getDuration, youtube-player.ts).
 */
export interface MediaProgressSource {
  readonly currentTime: number;
  readonly duration: number;
}

/** The milestones (25, 50, 75) reached at this position that were not reported yet. */
export function reachedMilestones(source: MediaProgressSource, reported: ReadonlySet<number>): number[] {
  const { currentTime, duration } = source;
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(currentTime)) return [];
  const percent = (currentTime / duration) * 100;
  return VIDEO_PROGRESS_MILESTONES.filter((milestone) => percent >= milestone && !reported.has(milestone));
}

/**
 * Polls the source every second (spec §9) and calls onMilestone once per milestone, in order; stops
 * by itself once all are reported. Returns the stop function.
 */
export function pollVideoProgress(
  readSource: () => MediaProgressSource | null,
  onMilestone: (percent: number) => void,
): () => void {
  const reported = new Set<number>();
  const timer = setInterval(() => {
    const source = readSource();
    if (!source) return;
    for (const milestone of reachedMilestones(source, reported)) {
      reported.add(milestone);
      onMilestone(milestone);
    }
    if (reported.size === VIDEO_PROGRESS_MILESTONES.length) clearInterval(timer);
  }, VIDEO_PROGRESS_POLL_MS);
  return () => clearInterval(timer);
}
