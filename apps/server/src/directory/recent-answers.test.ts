import { describe, expect, it } from "vitest";
import { RecentAnswers } from "./recent-answers.ts";

describe("recent answers", () => {
  it("forgets the least recently used beyond the limit, and anything past its age", () => {
    const answers = new RecentAnswers<number>(2, 1000);
    answers.set("a", 1, 0);
    answers.set("b", 2, 0);
    expect(answers.get("a", 10)).toBe(1);
    answers.set("c", 3, 20);
    expect(answers.get("b", 30)).toBeUndefined();
    expect(answers.get("a", 30)).toBe(1);
    expect(answers.get("c", 1020)).toBe(3);
    expect(answers.get("c", 1021)).toBeUndefined();
    expect(answers.size).toBe(1);
  });
});
