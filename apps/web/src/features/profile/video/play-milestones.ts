import { VIDEO_PROGRESS_MILESTONES } from "@fad/contracts/messages/profile-texts";
import { reachedMilestones } from "./video-progress.ts";

/** What the milestones read from a media element at one of its events (an HTMLMediaElement is one). */
export interface PlaybackState {
  readonly currentTime: number;
  readonly duration: number;
  readonly paused: boolean;
  readonly seeking: boolean;
}

export interface PlayMilestones {
  /** At the element's timeupdate: the milestones newly reached by playing, in order. */
  timeUpdate(state: PlaybackState): number[];
  /** At the element's ended: the milestones not reported yet (all of them are passed); the next play starts afresh. */
  ended(): number[];
}

/**
 * The 25/50/75 % milestones of a <video>, measured from its own events rather than a timer (decision 104):
 * - a milestone is a position reached while the video plays, each reported once per play; a play runs
 *   until the video ends, so a viewer who watches it again is counted again;
 * - nothing is counted while the video is paused or seeking: scrubbing the timeline reports nothing,
 *   and when playback resumes at a later point the milestones before that point are reported then,
 *   as the spec's once-a-second reading of the position (and the YouTube path, video-progress.ts) does;
 * - seeking back repeats nothing within the play;
 * - the last timeupdate of a play comes after the element has paused at its end, and on a short video
 *   the last quarter may pass between two timeupdates: ended reports whatever is left.
 */
export function createPlayMilestones(): PlayMilestones {
  let reported = new Set<number>();
  const report = (milestones: number[]) => {
    for (const milestone of milestones) reported.add(milestone);
    return milestones;
  };
  return {
    timeUpdate(state) {
      if (state.paused || state.seeking) return [];
      return report(reachedMilestones(state, reported));
    },
    ended() {
      const left = VIDEO_PROGRESS_MILESTONES.filter((milestone) => !reported.has(milestone));
      reported = new Set();
      return left;
    },
  };
}
