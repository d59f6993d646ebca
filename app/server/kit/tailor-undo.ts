// Undoing one change of a tailored resume (issue 33 §1), in the browser as on the server: a small module of its own,
// so the job dialog's bundle does not carry the skills vocabulary that tailoring itself reads (tailor.ts).
//
// Each change is undone on the draft as it is now (other changes may already be undone, the user may have edited
// it), touching only its own part: an order goes back to the profile's order (items the profile lacks, added by the
// user, stay after the rest in their order), a hidden project comes back where it belongs, a summary or a reworded
// bullet gets the profile's text back. Undoing every change, in any order, gives the profile back exactly.
import type { TailoredResume } from "~/schemas/kit-tailor";
import type { ProfileDto, ProjectItem } from "~/schemas/profile";

type Keys<T> = ReadonlyArray<(item: T) => string>;

/**
 * `current` put back in the order of `original`: each item (as `asOriginal` says it was in the profile) is matched to
 * an unused original by the first key that finds one (keys from strict to loose); matched items take their original
 * places, unmatched ones follow in their order.
 */
function inOriginalOrder<T>(current: readonly T[], original: readonly T[], keys: Keys<T>, asOriginal = (item: T) => item): T[] {
  const positions = originalPositions(current.map(asOriginal), original, keys);
  return current
    .map((item, index) => ({ item, index, position: positions[index] ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.position - b.position || a.index - b.index)
    .map(({ item }) => item);
}

/** For each item of `current`, the index of the original it is (see inOriginalOrder), or undefined. */
function originalPositions<T>(current: readonly T[], original: readonly T[], keys: Keys<T>): Array<number | undefined> {
  const positions: Array<number | undefined> = current.map(() => undefined);
  const used = new Set<number>();
  for (const key of keys) {
    current.forEach((item, index) => {
      if (positions[index] !== undefined) return;
      const found = original.findIndex((candidate, at) => !used.has(at) && key(candidate) === key(item));
      if (found >= 0) {
        positions[index] = found;
        used.add(found);
      }
    });
  }
  return positions;
}

const PROJECT_KEYS = [(p: ProjectItem) => JSON.stringify(p), (p: ProjectItem) => p.title.trim().toLowerCase()];

/** The numbers of a change's path: "experience/0/achievements/2" → [0, 2]. */
const pathNumbers = (path: string) => path.split("/").flatMap((part) => (/^\d+$/.test(part) ? [Number(part)] : []));

/** `resume` with the bullets of experience `index` replaced by `update(bullets)`. */
function withBullets(resume: ProfileDto, index: number, update: (bullets: string[]) => string[]): ProfileDto {
  if (!resume.experience[index]) return resume;
  return {
    ...resume,
    experience: resume.experience.map((entry, at) => (at === index ? { ...entry, achievements: update(entry.achievements) } : entry)),
  };
}

/** A hidden project put back: in the profile's order when the draft's projects are in it, else before the later hidden ones. */
function withProjectShown(tailored: TailoredResume, resume: ProfileDto, profile: ProfileDto, index: number): ProfileDto {
  const project = profile.projects[index];
  if (!project) return resume;
  const positions = originalPositions(resume.projects, profile.projects, PROJECT_KEYS);
  if (positions.includes(index)) return resume;
  const hidden = new Set(tailored.changes.filter((c) => c.kind === "project-hidden").map((c) => pathNumbers(c.path)[0]));
  const known = positions.filter((p): p is number => p !== undefined);
  const inProfileOrder = known.every((p, at) => at === 0 || known[at - 1]! < p);
  // Hidden projects mattered least, so tailoring's order has them last (in the profile's order).
  let at = positions.findIndex((p) => p !== undefined && p > index && (inProfileOrder || hidden.has(p)));
  if (at < 0) at = resume.projects.length;
  return { ...resume, projects: [...resume.projects.slice(0, at), project, ...resume.projects.slice(at)] };
}

/** The draft (`tailored.resume`) with change `index` undone and every other change kept (see the header). */
export function undoChange(tailored: TailoredResume, profile: ProfileDto, index: number): ProfileDto {
  const change = tailored.changes[index];
  const resume = tailored.resume;
  if (!change) return resume;
  const [first = -1] = pathNumbers(change.path);
  switch (change.kind) {
    case "skills-order":
      return { ...resume, skills: inOriginalOrder(resume.skills, profile.skills, [(s) => s.trim().toLowerCase()]) };
    case "summary":
      return { ...resume, summary: profile.summary };
    case "project-order":
      return { ...resume, projects: inOriginalOrder(resume.projects, profile.projects, PROJECT_KEYS) };
    case "project-hidden":
      return withProjectShown(tailored, resume, profile, first);
    case "bullet-order": {
      // A reworded bullet is still the profile's bullet it rewords.
      const reworded = new Map(
        tailored.changes
          .filter((c) => c.kind === "bullet-reworded" && pathNumbers(c.path)[0] === first && c.after !== undefined)
          .map((c) => [c.after!, c.before ?? c.after!]),
      );
      const original = profile.experience[first]?.achievements ?? [];
      return withBullets(resume, first, (bullets) => inOriginalOrder(bullets, original, [(b) => b], (b) => reworded.get(b) ?? b));
    }
    case "bullet-reworded": {
      const { before, after } = change;
      if (before === undefined || after === undefined) return resume;
      return withBullets(resume, first, (bullets) => {
        const at = bullets.indexOf(after);
        return at < 0 ? bullets : bullets.map((b, i) => (i === at ? before : b));
      });
    }
  }
}
