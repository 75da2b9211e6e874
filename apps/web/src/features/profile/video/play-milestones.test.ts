import { describe, expect, it } from "vitest";
import { createPlayMilestones, type PlaybackState } from "./play-milestones.ts";

const playing = (currentTime: number, duration = 8): PlaybackState => ({
  currentTime,
  duration,
  paused: false,
  seeking: false,
});

describe("a video's 25/50/75 % milestones from its own events", () => {
  it("reports each milestone when playing reaches it, at the right thresholds", () => {
    const milestones = createPlayMilestones();
    expect(milestones.timeUpdate(playing(0))).toEqual([]);
    expect(milestones.timeUpdate(playing(1.99))).toEqual([]);
    expect(milestones.timeUpdate(playing(2))).toEqual([25]);
    expect(milestones.timeUpdate(playing(2.25))).toEqual([]);
    expect(milestones.timeUpdate(playing(3.99))).toEqual([]);
    expect(milestones.timeUpdate(playing(4))).toEqual([50]);
    expect(milestones.timeUpdate(playing(5.99))).toEqual([]);
    expect(milestones.timeUpdate(playing(6.01))).toEqual([75]);
    expect(milestones.timeUpdate(playing(7.9))).toEqual([]);
    expect(milestones.ended()).toEqual([]);
  });

  it("reports each once per play, and again when the video is watched again after it ended", () => {
    const milestones = createPlayMilestones();
    expect(milestones.timeUpdate(playing(7))).toEqual([25, 50, 75]);
    expect(milestones.timeUpdate(playing(7.5))).toEqual([]);
    expect(milestones.ended()).toEqual([]);
    expect(milestones.timeUpdate(playing(0))).toEqual([]);
    expect(milestones.timeUpdate(playing(2.1))).toEqual([25]);
  });

  it("counts nothing while paused or seeking: scrubbing reports nothing until playback resumes", () => {
    const milestones = createPlayMilestones();
    expect(milestones.timeUpdate({ ...playing(5), paused: true })).toEqual([]);
    expect(milestones.timeUpdate({ ...playing(7), seeking: true })).toEqual([]);
    expect(milestones.timeUpdate({ ...playing(1), paused: true })).toEqual([]);
    expect(milestones.timeUpdate(playing(1.2))).toEqual([]);
    // Resumed after a jump ahead: the quarters before the new position have been reached.
    expect(milestones.timeUpdate(playing(4.5))).toEqual([25, 50]);
  });

  it("repeats nothing when the viewer seeks back within the play", () => {
    const milestones = createPlayMilestones();
    expect(milestones.timeUpdate(playing(4.1))).toEqual([25, 50]);
    expect(milestones.timeUpdate(playing(0.5))).toEqual([]);
    expect(milestones.timeUpdate(playing(4.2))).toEqual([]);
    expect(milestones.timeUpdate(playing(6.5))).toEqual([75]);
  });

  it("reports what is left at the end when the last quarter passed between two timeupdates", () => {
    const milestones = createPlayMilestones();
    expect(milestones.timeUpdate(playing(5.9))).toEqual([25, 50]);
    // The element's last timeupdate comes after it has paused at its end.
    expect(milestones.timeUpdate({ ...playing(8), paused: true })).toEqual([]);
    expect(milestones.ended()).toEqual([75]);
  });

  it("reads nothing before the duration is known", () => {
    const milestones = createPlayMilestones();
    expect(milestones.timeUpdate(playing(3, Number.NaN))).toEqual([]);
    expect(milestones.timeUpdate(playing(3, Number.POSITIVE_INFINITY))).toEqual([]);
    expect(milestones.timeUpdate(playing(3, 0))).toEqual([]);
    expect(milestones.timeUpdate(playing(3))).toEqual([25]);
  });
});
