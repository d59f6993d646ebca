// The words a resume's table puts in its header row ("Certification | Issuer | Year", "Area | Skills"), as data: a
// row of only these labels names the columns, it is no certificate, skill or job. Tests:
// tests/unit/resume-vocabulary.test.ts.

const COLUMN_LABELS = [
  "certification certifications certificate certificates credential credentials licence licences license licenses",
  "qualification qualifications course courses training name title award",
  "issuer issued_by issuing_body issuing_organisation issuing_organization awarding_body provider body organisation",
  "organization institution school university college",
  "year years date dates issued issue_date date_issued obtained completed expiry expires expiry_date valid_until",
  "number no. id credential_id licence_no. licence_number license_number",
  "area areas category categories skill skills competency competencies tools technologies level proficiency",
  "role position job_title company employer location period duration from to degree grade result",
]
  .join(" ")
  .split(" ")
  .map((label) => label.replace(/_/g, " "));

const LABELS = new Set(COLUMN_LABELS);

/** Whether a line of table cells (split by tabs) holds only column labels: a table's header row. */
export function isColumnHeaderRow(text: string): boolean {
  const cells = text
    .split("\t")
    .map((cell) =>
      cell
        .trim()
        .toLowerCase()
        .replace(/[:*]+$/, ""),
    )
    .filter(Boolean);
  return cells.length >= 2 && cells.every((cell) => LABELS.has(cell));
}
