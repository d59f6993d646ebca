// The AI Career Insights dialog's pure logic: tab rules and keyboard moves, the PDF/size check of a chosen file,
// reading the insights route's answers defensively, the wording of sources and the score bands.
import { describe, expect, it } from "vitest";
import {
  analysisProgress,
  bandStyle,
  BAND_STYLES,
  checkResumeChoice,
  currentStep,
  factorRows,
  formatMegabytes,
  isTabEnabled,
  nextTab,
  percent,
  priorityKind,
  readAnalyzeAnswer,
  readJobAnalysisAnswer,
  sourceNote,
} from "~/components/jobs/ai/ai-dialog-logic";
import { boardHref, readBoardView } from "~/components/jobs/board/board-model";
import { AI_MESSAGES, MAX_AI_RESUME_BYTES } from "~/schemas/ai";

describe("tabs", () => {
  it("keeps Tips, Match and Predict disabled until a resume is chosen", () => {
    expect(isTabEnabled("upload", false)).toBe(true);
    for (const tab of ["tips", "matching", "prediction"] as const) {
      expect(isTabEnabled(tab, false)).toBe(false);
      expect(isTabEnabled(tab, true)).toBe(true);
    }
  });

  it("moves with the arrow keys, wraps around, and skips disabled tabs", () => {
    expect(nextTab("upload", "ArrowRight", true)).toBe("tips");
    expect(nextTab("prediction", "ArrowRight", true)).toBe("upload");
    expect(nextTab("upload", "ArrowLeft", true)).toBe("prediction");
    expect(nextTab("matching", "Home", true)).toBe("upload");
    expect(nextTab("tips", "End", true)).toBe("prediction");
    // Without a resume only Upload can take the focus.
    expect(nextTab("upload", "ArrowRight", false)).toBe("upload");
    expect(nextTab("upload", "Enter", true)).toBeNull();
  });

  it("keeps the dialog in the board's query string", () => {
    const view = readBoardView(new URLSearchParams("job=7&dialog=ai"));
    expect(view.dialog).toBe("ai");
    expect(boardHref(view)).toBe("/jobtracker?job=7&dialog=ai");
    expect(boardHref(view, { dialog: null })).toBe("/jobtracker?job=7");
  });
});

describe("resume choice", () => {
  it("accepts a PDF by type or by name, and refuses anything else with 'Please upload a PDF file'", () => {
    expect(checkResumeChoice({ name: "cv.pdf", type: "application/pdf", size: 1000 })).toBeNull();
    expect(checkResumeChoice({ name: "CV.PDF", type: "", size: 1000 })).toBeNull();
    expect(checkResumeChoice({ name: "resume", type: "application/pdf", size: 1000 })).toBeNull();
    expect(checkResumeChoice({ name: "cv.txt", type: "text/plain", size: 10 })).toBe(AI_MESSAGES.pdfOnly);
    expect(
      checkResumeChoice({ name: "cv.docx", type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", size: 10 }),
    ).toBe("Please upload a PDF file");
  });

  it("refuses a PDF over 10 MB with the spec's text", () => {
    expect(checkResumeChoice({ name: "cv.pdf", type: "application/pdf", size: MAX_AI_RESUME_BYTES })).toBeNull();
    expect(checkResumeChoice({ name: "cv.pdf", type: "application/pdf", size: MAX_AI_RESUME_BYTES + 1 })).toBe(
      "File size too large. Please upload a file smaller than 10MB.",
    );
  });

  it("states the size in MB", () => {
    expect(formatMegabytes(2.5 * 1024 * 1024)).toBe("2.50 MB");
    expect(formatMegabytes(81_920)).toBe("0.08 MB");
    expect(formatMegabytes(4353)).toBe("0.0042 MB");
    expect(formatMegabytes(0)).toBe("0.00 MB");
  });
});

describe("answers of the insights route", () => {
  const tips = { overallScore: 72, summary: "Good", tips: [], source: { engine: "local" } };

  it("uses a successful answer with its cache flag", () => {
    const outcome = readAnalyzeAnswer(
      { status: "success", intent: "resumeTips", toast: { type: "success", message: "done" }, data: { result: tips, cached: true } },
      "resumeTips",
    );
    expect(outcome).toEqual({ ok: true, result: tips, cached: true, message: "done" });
  });

  it("toasts the server's message on failure, and 'Analysis failed. Please try again.' without a usable answer", () => {
    expect(
      readAnalyzeAnswer(
        { status: "error", intent: "resumeTips", message: AI_MESSAGES.noText, httpStatus: 422, reason: "server" },
        "resumeTips",
      ),
    ).toEqual({
      ok: false,
      message: "Could not extract text from resume. Please try a different file.",
    });
    for (const answer of [
      null,
      "Internal Server Error",
      { status: "error", intent: "resumeTips", message: "  ", httpStatus: 500, reason: "server" },
      { status: "success", intent: "resumeTips" },
      { status: "success", intent: "jobMatching", data: { result: tips, cached: false } },
    ]) {
      expect(readAnalyzeAnswer(answer, "resumeTips")).toEqual({ ok: false, message: "Analysis failed. Please try again." });
    }
  });

  it("reads the job analysis or the reason it failed", () => {
    const analysis = {
      summary: "Senior role",
      seniority: "Senior",
      minYears: 5,
      requiredSkills: ["React"],
      preferredSkills: [],
      keyRequirements: [],
      source: { engine: "local" },
    };
    expect(readJobAnalysisAnswer({ status: "success", intent: "analyze-job", data: { analysis } })).toEqual({ ok: true, analysis });
    expect(
      readJobAnalysisAnswer({
        status: "error",
        intent: "analyze-job",
        message: "Job application not found",
        httpStatus: 404,
        reason: "server",
      }),
    ).toEqual({
      ok: false,
      reason: "Job application not found",
    });
    expect(readJobAnalysisAnswer(undefined)).toEqual({ ok: false, reason: AI_MESSAGES.failed });
  });
});

describe("wording and colours", () => {
  it("names the engine and says why the built-in one stood in", () => {
    expect(sourceNote({ engine: "local" })).toBe("Analysed by Vitrine's built-in engine");
    expect(sourceNote({ engine: "local", fallback: "Workers AI answer did not validate" })).toBe(
      "Analysed by Vitrine's built-in engine (Workers AI answer did not validate)",
    );
    expect(sourceNote({ engine: "workers-ai", model: "@cf/meta/llama" })).toBe("Analysed by Workers AI (@cf/meta/llama)");
    expect(sourceNote(undefined)).toBeNull();
  });

  it("colours bars green at 80+, yellow-orange at 60+, otherwise blue-purple", () => {
    expect(bandStyle(80)).toBe(BAND_STYLES.high);
    expect(bandStyle(79)).toBe(BAND_STYLES.good);
    expect(bandStyle(60)).toBe(BAND_STYLES.good);
    expect(bandStyle(59)).toBe(BAND_STYLES.low);
    expect(BAND_STYLES.high.bar).toContain("green");
    expect(BAND_STYLES.good.bar).toMatch(/yellow.*orange/);
    expect(BAND_STYLES.low.bar).toMatch(/blue.*purple/);
  });

  it("shows priorities as high, medium or other, and clamps percents", () => {
    expect(priorityKind("high")).toBe("high");
    expect(priorityKind("medium")).toBe("medium");
    expect(priorityKind("low")).toBe("other");
    expect(priorityKind("urgent")).toBe("other");
    expect(percent(101.4)).toBe(100);
    expect(percent(-3)).toBe(0);
    expect(percent("80")).toBe(0);
    expect(percent(66.6)).toBe(67);
    expect(factorRows({ "Skills Match": 84.2, Experience: 120 })).toEqual([
      { name: "Skills Match", value: 84 },
      { name: "Experience", value: 100 },
    ]);
  });

  it("lets the progress rise but never finish before the answer", () => {
    expect(analysisProgress(0)).toBe(0);
    expect(analysisProgress(1000)).toBeGreaterThan(30);
    expect(analysisProgress(60_000)).toBe(92);
    expect(currentStep(0, 3)).toBe(0);
    expect(currentStep(50, 3)).toBe(1);
    expect(currentStep(92, 3)).toBe(2);
  });
});
