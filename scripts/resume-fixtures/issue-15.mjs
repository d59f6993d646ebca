// Issue 15 fixtures: written from the ways people really write resumes (not from the parser's output), to
// measure the import across professions and conventions.
import { cell, docx, para } from "./docx.mjs";
import { pdf } from "./pdf.mjs";

// 10. PDF, one column, EU: credentials after the name, "+39" phone, a team after the title
// ("Senior Engineer, Payments — Satispay"), "Company — City, Country" and "Company, City", year-only dates,
// a job description before the bullets, "Languages: …; Frameworks: …", "JavaScript (React, Vue)",
// Publications and Talks sections.
const giuliaRossi = () =>
  pdf(async (p) => {
    let y = 742;
    const L = 56;
    const R = 556;
    const row = (left, right, opts = {}) => {
      p.text(L, y, left, opts);
      if (right) p.right(R, y, right);
      y -= 14;
    };
    const heading = (str) => {
      y -= 8;
      p.text(L, y, str, { size: 12, font: "bold" });
      y -= 5;
      p.rule(L, R, y);
      y -= 14;
    };
    const bullet = (str) => {
      p.wrap(str, R - L - 14).forEach((w, i) => {
        if (i === 0) p.text(L + 4, y, "•");
        p.text(L + 14, y, w);
        y -= 13.5;
      });
    };
    const prose = (str) => {
      for (const w of p.wrap(str, R - L)) row(w);
    };
    p.text(L, y, "Giulia Rossi, PhD", { size: 20, font: "bold" });
    y -= 20;
    row("Backend Engineer", "", { size: 12 });
    row("Florence, Italy · +39 055 123 4567 · giulia.rossi@example.it");
    row("linkedin.com/in/giuliarossi · github.com/giuliarossi");
    heading("Summary");
    prose(
      "Backend engineer with ten years of experience in distributed systems and payments, from research on streaming ledgers to services that move money every day.",
    );
    heading("Professional Experience");
    row("Senior Engineer, Payments — Satispay", "2021 – Present", { font: "bold" });
    row("Milan, Italy");
    prose("Satispay runs mobile payments for four million people and 300,000 shops in Italy.");
    bullet("Designed the settlement service in Go that reconciles two million transactions a day.");
    bullet("Cut payout failures by 30% with idempotent retries and a dead-letter queue.");
    y -= 4;
    row("Software Engineer — Google — Zürich, Switzerland", "2017 – 2021", { font: "bold" });
    bullet("Built storage quota services in C++ and Go.");
    bullet("Led the migration of 40 internal services to Kubernetes.");
    y -= 4;
    row("Research Assistant — CNR, Pisa", "10/2013 – 09/2017", { font: "bold" });
    bullet("Published four papers on consistent snapshots for stream processing.");
    heading("Education");
    row("PhD in Computer Science", "2013 – 2017", { font: "bold" });
    row("University of Florence");
    row("MSc in Computer Engineering", "2011 – 2013", { font: "bold" });
    row("Politecnico di Milano");
    heading("Technical Skills");
    row("Languages: Go, Python, C++; Frameworks: gRPC, Django");
    row("Web: JavaScript (React, Vue)");
    row("Infrastructure: Kubernetes, Terraform, PostgreSQL, Kafka");
    heading("Certifications");
    row("Certified Kubernetes Administrator (CKA) — Cloud Native Computing Foundation — 2020");
    heading("Publications");
    row('Rossi, G. and Bianchi, L. "Consistent Snapshots for Streaming Ledgers." VLDB 2018.');
    heading("Talks");
    row('"Idempotency in Practice", GoLab, Florence, 2022');
  });

// 11. DOCX, Indian chartered accountant: "Summary of Qualifications" as a list, "Work History" with
// "Company | Title | City" lines and "01/2020 – Current", "Internships", "Qualifications", "Key Skills" as a
// table, Languages.
const ananyaIyer = () =>
  docx(
    [
      para("ANANYA IYER", { bold: true, size: 20 }),
      para("Chartered Accountant"),
      para("Pune, Maharashtra | ananya.iyer@example.in | +91 98220 45678"),
      para("linkedin.com/in/ananya-iyer-ca"),
      para(""),
      para("Summary of Qualifications", { bold: true }),
      para("Chartered Accountant with seven years in statutory audit, GST and financial reporting under Ind AS.", { bullet: true }),
      para("Led audit teams of up to five for listed manufacturing clients.", { bullet: true }),
      para(""),
      para("Work History", { bold: true }),
      para("Deloitte Haskins & Sells LLP | Audit Manager | Pune", { bold: true }),
      para("01/2020 – Current"),
      para("Lead statutory audits of four listed manufacturing companies under Ind AS.", { bullet: true }),
      para("Cut audit closing time by 20% by moving working papers to CaseWare.", { bullet: true }),
      para("KPMG India | Audit Senior | Mumbai", { bold: true }),
      para("07/2017 – 12/2019"),
      para("Audited revenue and inventory for FMCG clients with turnover above INR 5,000 crore.", { bullet: true }),
      para(""),
      para("Internships", { bold: true }),
      para("Sharma & Associates | Articled Assistant | Pune", { bold: true }),
      para("2014 – 2017"),
      para("Prepared GST and income tax returns for 60 small businesses.", { bullet: true }),
      para(""),
      para("Qualifications", { bold: true }),
      para("Chartered Accountant (CA), Institute of Chartered Accountants of India, 2017"),
      para("B.Com, Savitribai Phule Pune University, 2011 – 2014"),
      para(""),
      para("Key Skills", { bold: true }),
      `<w:tbl><w:tblPr><w:tblW w:w="9360" w:type="dxa"/></w:tblPr><w:tblGrid><w:gridCol w:w="3120"/><w:gridCol w:w="3120"/><w:gridCol w:w="3120"/></w:tblGrid>`,
      `<w:tr>${cell([para("Statutory Audit")], 3120)}${cell([para("Ind AS")], 3120)}${cell([para("GST")], 3120)}</w:tr>`,
      `<w:tr>${cell([para("Tally ERP")], 3120)}${cell([para("SAP FICO")], 3120)}${cell([para("Advanced Excel")], 3120)}</w:tr>`,
      `</w:tbl>`,
      para(""),
      para("Certifications", { bold: true }),
      para("Certificate Course on Forensic Accounting and Fraud Detection – ICAI – 2021"),
      para(""),
      para("Languages", { bold: true }),
      para("English, Hindi, Marathi, Tamil"),
    ].join(""),
  );

// 12. PDF, two columns (sidebar left, drawn row by row), Latin American designer: accented places (Bogotá),
// "Company · City" lines, Behance and Dribbble links, "Tools — Figma, …", "UX & UI design",
// "Accessibility (WCAG)", a school name wrapped over two lines, a project named like a skill ("Unity"),
// Awards and Volunteer Work.
const camilaSouza = () =>
  pdf(async (p) => {
    p.text(40, 742, "CAMILA SOUZA", { size: 24, font: "bold" });
    p.text(40, 718, "Senior Product Designer", { size: 13 });
    p.rule(40, 572, 706);
    const left = [];
    const right = [];
    const MAIN_W = 572 - 220;
    const add = (arr, str, opts = {}) => arr.push({ str, ...opts });
    const head = (arr, s) => {
      add(arr, "");
      add(arr, s, { font: "bold", size: 11 });
    };
    head(left, "CONTACT");
    add(left, "Bogotá, Colombia");
    add(left, "camila.souza@example.co", { size: 9 });
    add(left, "+57 310 555 0199");
    add(left, "behance.net/camilasouza", { size: 9 });
    add(left, "dribbble.com/camilasouza", { size: 9 });
    head(left, "SKILLS");
    for (const s of ["UX & UI design", "Design Systems", "User Research", "Usability Testing", "Accessibility (WCAG)", "Prototyping"])
      add(left, s);
    add(left, "Tools — Figma, Miro, Maze", { size: 9 });
    head(left, "EDUCATION");
    add(left, "Bachelor of Design", { font: "bold", size: 9.5 });
    add(left, "Pontifical Catholic University of", { size: 9 });
    add(left, "Paraná", { size: 9 });
    add(left, "2010 – 2014");
    head(left, "AWARDS");
    add(left, "Latin American Design", { size: 9 });
    add(left, "Awards, Silver, 2022", { size: 9 });

    head(right, "PROFILE");
    for (const w of p.wrap(
      "Product designer with ten years of experience in fintech and delivery apps across Brazil and Colombia. I run research, build design systems and ship accessible interfaces.",
      MAIN_W,
    ))
      add(right, w);
    head(right, "WORK EXPERIENCE");
    const job = (title, company, dates, bullets) => {
      add(right, title, { font: "bold" });
      add(right, company);
      add(right, dates, { size: 9 });
      for (const item of bullets) for (const [i, w] of p.wrap(item, MAIN_W - 12).entries()) add(right, (i === 0 ? "• " : "  ") + w);
    };
    job("Senior Product Designer", "Rappi · Bogotá", "Mar 2021 – Current", [
      "Lead design for the payments app used by 5 million people in six countries.",
      "Built the accessible component library, cutting design-to-release time by 25%.",
    ]);
    job("Product Designer", "EBANX · Curitiba", "Jan 2018 – Feb 2021", ["Redesigned the merchant checkout, lifting conversion by 9%."]);
    job("UI Designer", "Umbrella Studio · Curitiba", "Feb 2015 – Dec 2017", ["Designed websites and brand systems for 30 clients."]);
    head(right, "PROJECTS");
    add(right, "Unity Garden – booking app for community gardens", { font: "bold" });
    add(right, "Tools: Figma, ProtoPie");
    add(right, "behance.net/gallery/unity-garden");
    head(right, "VOLUNTEER WORK");
    add(right, "Design Mentor, Laboratoria, 2020 – Present");

    let y = 684;
    const rows = Math.max(left.length, right.length);
    for (let i = 0; i < rows; i++) {
      const l = left[i];
      const r = right[i];
      if (l?.str) p.text(40, y, l.str, { size: l.size ?? 9.5, font: l.font });
      if (r?.str) p.text(220, y, r.str, { size: r.size ?? 9.5, font: r.font });
      y -= 13.5;
    }
  });

// 13. TXT, US teacher: credentials after the name, "SUMMARY OF QUALIFICATIONS", "TEACHING EXPERIENCE" with
// "Title, School — City, ST" and "August 2019 – Present", a description line before the bullets,
// "LICENSES & CERTIFICATIONS", skills separated by bullets, Awards and Volunteer Work.
const emilyCarter = `Emily Carter, M.Ed.
High School Mathematics Teacher
Portland, OR 97205 | (503) 555-0147 | emily.carter@example.com

SUMMARY OF QUALIFICATIONS
Mathematics teacher with nine years of experience in grades 6-12. I build courses where every student can
reach calculus, and I use data from weekly checks to plan the next lesson.

TEACHING EXPERIENCE
Mathematics Teacher, Lincoln High School — Portland, OR
August 2019 – Present
Teach Algebra II and AP Calculus to about 150 students a year.
• Raised the AP Calculus pass rate from 58% to 81% in three years.
• Coach the math team, state finalists in 2023.

Mathematics Teacher, Roosevelt Middle School — Eugene, OR
September 2015 – June 2019
• Introduced standards-based grading across the department.
• Ran an after-school tutoring program for 40 students.

Student Teacher, South Eugene High School — Eugene, OR
January 2015 – May 2015
• Taught geometry to two ninth-grade classes under a mentor teacher.

EDUCATION
M.Ed. in Curriculum and Instruction, University of Oregon, 2015
B.S. in Mathematics, Oregon State University, 2010 – 2014

LICENSES & CERTIFICATIONS
Oregon Professional Teaching License, TSPC, 2015
Google Certified Educator Level 1, Google, 2020

SKILLS
Curriculum Design • Differentiated Instruction • Classroom Management • Google Classroom • Desmos • Formative Assessment

AWARDS
Oregon Mathematics Teacher of the Year, finalist, 2022

VOLUNTEER WORK
Tutor, Multnomah County Library, 2016 – Present
`;

// 14. DOCX with lists, UK nurse: credentials after the name, "Personal Statement", "Employment History" with
// "Staff Nurse, Emergency Department – Hospital, City", UK mobile number, "Licences", "Clinical Skills"
// separated by semicolons, Interests.
const siobhanWalsh = () =>
  docx(
    [
      para("Siobhan Walsh, RGN, BSc (Hons)", { bold: true, size: 20 }),
      para("Emergency Department Staff Nurse"),
      para("Manchester, UK · 07700 900123 · siobhan.walsh@example.co.uk"),
      para(""),
      para("Personal Statement", { bold: true }),
      para(
        "Adult nurse with eight years of acute and emergency care in NHS hospitals. Calm under pressure, and I enjoy teaching student nurses.",
      ),
      para(""),
      para("Employment History", { bold: true }),
      para("Staff Nurse, Emergency Department – Manchester Royal Infirmary, Manchester", { bold: true }),
      para("May 2019 – Present"),
      para("Triage and treat up to 12 patients per shift in a major trauma centre.", { bullet: true }),
      para("Mentor student nurses on placement from the University of Manchester.", { bullet: true }),
      para("Staff Nurse – Salford Royal Hospital, Salford", { bold: true }),
      para("Sept 2016 – April 2019"),
      para("Delivered care on a 28-bed acute medical ward.", { bullet: true }),
      para(""),
      para("Education", { bold: true }),
      para("BSc (Hons) Adult Nursing, University of Salford, 2013 – 2016"),
      para(""),
      para("Licences", { bold: true }),
      para("Registered Nurse (Adult), Nursing and Midwifery Council, 2016", { bullet: true }),
      para("Immediate Life Support (ILS), Resuscitation Council UK, 2023", { bullet: true }),
      para(""),
      para("Clinical Skills", { bold: true }),
      para("Triage; Cannulation; Venepuncture; Wound Care; ECG Interpretation; IV Therapy"),
      para(""),
      para("Interests", { bold: true }),
      para("Fell running, choir, baking"),
    ].join(""),
  );

/** Each fixture's file name and what writes it (text, or a function answering the bytes). */
export const fixtures = [
  ["giulia-rossi.pdf", giuliaRossi],
  ["ananya-iyer.docx", ananyaIyer],
  ["camila-souza.pdf", camilaSouza],
  ["emily-carter.txt", () => emilyCarter],
  ["siobhan-walsh.docx", siobhanWalsh],
];
