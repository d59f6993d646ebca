// Generates the resume fixtures under tests/fixtures/resumes/ (PDF with pdf-lib, DOCX as WordprocessingML in a
// zip written with fflate, TXT as is). The generated files are committed; rerun after editing a resume:
//   node scripts/make-resume-fixtures.mjs
// Each fixture has a hand-written expected extraction next to it (<name>.expected.json): that is what a person
// reading the resume would enter, not what the parser happens to produce.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { strToU8, zipSync } from "fflate";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";

const OUT = join(dirname(fileURLToPath(import.meta.url)), "..", "tests", "fixtures", "resumes");
mkdirSync(OUT, { recursive: true });

// ---------------------------------------------------------------------------------------------------------
// 1. TXT, one column, ALL-CAPS headings, "Jan 2020 – Present" ranges, pipes in the contact line.
const alexChen = `ALEX CHEN
Senior Full-Stack Engineer
San Francisco, CA | alex.chen@example.com | (415) 555-0134
linkedin.com/in/alexchen | github.com/alexchen | alexchen.dev

SUMMARY
Full-stack engineer with 8 years of experience building web platforms in TypeScript, React and Node.js.
Led teams of up to six engineers and shipped products used by millions of people.

EXPERIENCE
Senior Software Engineer — Stripe
Jan 2020 – Present | San Francisco, CA
• Led the rebuild of the merchant dashboard in React and TypeScript, cutting page load time by 40%.
• Designed GraphQL APIs serving 2,000 requests per second.
• Mentored four junior engineers.

Software Engineer — Airbnb
Jun 2016 – Dec 2019 | San Francisco, CA
• Built search ranking services in Java and Kafka.
• Migrated the booking flow to Node.js microservices on AWS.

EDUCATION
B.S. in Computer Science — University of California, Berkeley
Aug 2012 – May 2016
GPA: 3.8/4.0
Relevant Coursework: Algorithms, Distributed Systems, Databases

PROJECTS
Trailmap | React, Mapbox, Node.js
• Open-source hiking trail planner with offline maps, 3k GitHub stars.
• github.com/alexchen/trailmap

Budget Buddy | Python, Flask
• Personal finance tracker that categorises bank transactions automatically.

SKILLS
Languages: JavaScript, TypeScript, Python, Java, SQL
Frameworks: React, Next.js, Node.js, Express, GraphQL
Tools: Docker, Kubernetes, AWS, PostgreSQL, Redis, Git

CERTIFICATIONS
AWS Certified Solutions Architect, Amazon Web Services, 2021
`;

// ---------------------------------------------------------------------------------------------------------
// 5. TXT, underlined headings (=== and ---), "Employment History", "Profile", "March 2017 to June 2019".
const samTaylor = `Samantha Taylor
Marketing Manager

Email: sam.taylor@example.co.uk
Phone: +44 20 7946 0958
Location: London, UK
LinkedIn: https://www.linkedin.com/in/samtaylor-marketing

Profile
=======
Marketing manager with ten years of experience in B2B software, growing pipeline through content
marketing, SEO and marketing automation. Comfortable owning budgets and leading small teams.

Employment History
------------------
Marketing Manager, Brightwave Software Ltd
Sept 2019 - Present
London, UK
- Grew inbound leads by 65% in two years through SEO and content strategy.
- Managed a yearly budget of £1.2M across paid search and events.
- Led a team of four marketers.

Digital Marketing Specialist, Northfield Media
March 2017 to June 2019
Manchester, UK
- Ran Google Ads campaigns for 20 clients.
- Built email marketing programmes in HubSpot.

Marketing Assistant, Clearview Retail
July 2014 to February 2017
Leeds, UK
- Coordinated social media calendars and product launches.

Education
---------
BA (Hons) Marketing, University of Leeds
2011 - 2014

Key Skills
----------
SEO, Content Marketing, Google Ads, HubSpot, Google Analytics, Email Marketing, Copywriting,
Marketing Automation, Budgeting, Team Leadership

Certifications
--------------
Google Ads Search Certification - Google - 2022
HubSpot Inbound Marketing Certification - HubSpot Academy - 2020
`;

// ---------------------------------------------------------------------------------------------------------
// PDF helpers.
async function pdf(draw) {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([612, 792]);
  const ctx = {
    doc,
    page: () => page,
    newPage: () => (page = doc.addPage([612, 792])),
    text(x, y, str, { size = 10, font = "regular", color } = {}) {
      page.drawText(str, { x, y, size, font: font === "bold" ? bold : regular, color: color ?? rgb(0.1, 0.1, 0.1) });
    },
    right(xRight, y, str, { size = 10, font = "regular" } = {}) {
      const f = font === "bold" ? bold : regular;
      page.drawText(str, { x: xRight - f.widthOfTextAtSize(str, size), y, size, font: f, color: rgb(0.3, 0.3, 0.3) });
    },
    rule(x1, x2, y) {
      page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness: 0.7, color: rgb(0.6, 0.6, 0.6) });
    },
    /** Word-wraps text to a width; returns the lines. */
    wrap(str, width, size = 10, font = "regular") {
      const f = font === "bold" ? bold : regular;
      const words = str.split(" ");
      const lines = [];
      let line = "";
      for (const w of words) {
        const next = line ? `${line} ${w}` : w;
        if (f.widthOfTextAtSize(next, size) > width && line) {
          lines.push(line);
          line = w;
        } else line = next;
      }
      if (line) lines.push(line);
      return lines;
    },
  };
  await draw(ctx);
  doc.setTitle("Resume");
  doc.setCreationDate(new Date("2026-01-01T00:00:00Z"));
  doc.setModificationDate(new Date("2026-01-01T00:00:00Z"));
  return doc.save({ useObjectStreams: false });
}

// 2. PDF, one column, Title Case headings with colons, "01/2019 - 03/2021" dates right-aligned.
const mariaGarcia = () =>
  pdf(async (p) => {
    let y = 740;
    const L = 56;
    const R = 556;
    const line = (str, opts = {}, x = L) => {
      p.text(x, y, str, opts);
      y -= (opts.size ?? 10) + 5;
    };
    const heading = (str) => {
      y -= 8;
      p.text(L, y, str, { size: 12, font: "bold" });
      y -= 5;
      p.rule(L, R, y);
      y -= 14;
    };
    const bullets = (items) => {
      for (const item of items) {
        const wrapped = p.wrap(item, R - L - 14);
        wrapped.forEach((w, i) => {
          if (i === 0) p.text(L + 4, y, "•");
          p.text(L + 14, y, w);
          y -= 14;
        });
      }
    };
    const job = (title, company, dates, place) => {
      p.text(L, y, title, { font: "bold" });
      p.right(R, y, dates);
      y -= 14;
      p.text(L, y, company);
      p.right(R, y, place);
      y -= 15;
    };
    line("Maria Garcia", { size: 22, font: "bold" });
    y -= 4;
    line("Data Analyst", { size: 13 });
    line("Austin, TX  ·  maria.garcia@example.com  ·  512-555-0188  ·  linkedin.com/in/mariagarcia");

    heading("Summary:");
    for (const w of p.wrap(
      "Data analyst with five years of experience turning messy operational data into dashboards and forecasts that drive decisions. Strong in SQL, Python and Tableau, and in explaining numbers to people who do not love them.",
      R - L,
    ))
      line(w);

    heading("Work Experience:");
    job("Senior Data Analyst", "H-E-B Grocery", "04/2021 - Present", "Austin, TX");
    bullets([
      "Built Tableau dashboards for 300 store managers, replacing 40 weekly spreadsheets.",
      "Wrote demand forecasts in Python (pandas, scikit-learn) that cut food waste by 12%.",
    ]);
    y -= 6;
    job("Data Analyst", "Dell Technologies", "01/2019 - 03/2021", "Round Rock, TX");
    bullets(["Automated monthly supply-chain reporting with SQL and Airflow.", "Ran A/B tests on the support site with the UX team."]);
    y -= 6;
    job("Business Intelligence Intern", "Texas Mutual Insurance", "06/2018 - 08/2018", "Austin, TX");
    bullets(["Cleaned claims data and built Power BI reports for the underwriting team."]);

    heading("Education:");
    p.text(L, y, "Master of Science in Business Analytics", { font: "bold" });
    p.right(R, y, "08/2017 - 12/2018");
    y -= 14;
    line("The University of Texas at Austin");
    y -= 4;
    p.text(L, y, "Bachelor of Arts in Economics", { font: "bold" });
    p.right(R, y, "08/2013 - 05/2017");
    y -= 14;
    line("Texas A&M University");

    heading("Skills:");
    line("SQL, Python, Pandas, scikit-learn, Tableau, Power BI, Excel, Airflow, Statistics, A/B Testing,");
    line("Data Visualization, Snowflake");

    heading("Certifications:");
    line("Tableau Desktop Specialist | Tableau | 2020");
  });

// 3. PDF, two columns under a full-width header band; sidebar (left) with Contact, Skills, Education,
// Certifications; main column (right) with Profile, Experience, Projects. Drawn row by row (interleaved),
// as many resume builders do, so reading order has to be rebuilt from positions.
const jamesOkafor = () =>
  pdf(async (p) => {
    p.text(40, 742, "JAMES OKAFOR", { size: 24, font: "bold" });
    p.text(40, 718, "Data Engineer", { size: 13 });
    p.rule(40, 572, 706);
    const left = [];
    const right = [];
    const SIDEBAR_W = 150;
    const MAIN_W = 572 - 220;
    const lh = (arr, str, opts = {}) => arr.push({ str, ...opts });
    const leftHead = (s) => {
      lh(left, "");
      lh(left, s, { font: "bold", size: 11 });
    };
    const rightHead = (s) => {
      lh(right, "");
      lh(right, s, { font: "bold", size: 11 });
    };
    leftHead("CONTACT");
    lh(left, "Lagos, Nigeria");
    lh(left, "james.okafor@example.com", { size: 8.5 });
    lh(left, "+234 803 555 0142");
    lh(left, "github.com/jokafor");
    lh(left, "linkedin.com/in/jamesokafor", { size: 9 });
    leftHead("SKILLS");
    for (const s of [
      "Python",
      "Scala",
      "Apache Spark",
      "Kafka",
      "Airflow",
      "dbt",
      "PostgreSQL",
      "BigQuery",
      "Docker",
      "Terraform",
      "Google Cloud",
    ])
      lh(left, s);
    leftHead("EDUCATION");
    lh(left, "B.Sc. Computer Science", { font: "bold", size: 9.5 });
    lh(left, "University of Lagos");
    lh(left, "2012 - 2016");
    leftHead("CERTIFICATIONS");
    lh(left, "Google Professional Data", { size: 9 });
    lh(left, "Engineer, Google, 2022", { size: 9 });

    rightHead("PROFILE");
    for (const w of p.wrap(
      "Data engineer who builds reliable batch and streaming pipelines. Seven years across fintech and logistics, most recently moving a payments platform to an event-driven architecture.",
      MAIN_W,
    ))
      lh(right, w);
    rightHead("EXPERIENCE");
    const job = (title, company, dates, items) => {
      lh(right, `${title}, ${company}`, { font: "bold" });
      lh(right, dates, { size: 9 });
      for (const item of items) {
        for (const [i, w] of p.wrap(item, MAIN_W - 12).entries()) lh(right, (i === 0 ? "• " : "  ") + w);
      }
    };
    job("Senior Data Engineer", "Paystack", "March 2020 to Present", [
      "Moved settlement reporting from nightly batch jobs to Kafka streams, so merchants see balances within a minute.",
      "Own the Airflow platform: 400 DAGs, on-call rotation and alerting.",
    ]);
    job("Data Engineer", "Kobo360", "March 2017 to February 2020", [
      "Built the first data warehouse on BigQuery and trained analysts in SQL.",
    ]);
    job("Software Developer", "Andela", "July 2016 to February 2017", ["Built internal tools with Python and Django."]);
    rightHead("PROJECTS");
    lh(right, "Naija Transit Data | Python, Airflow", { font: "bold" });
    for (const w of p.wrap("Open dataset of Lagos bus routes scraped and cleaned weekly. github.com/jokafor/naija-transit", MAIN_W))
      lh(right, w);

    // Interleave: draw row by row across both columns.
    let y = 684;
    const rows = Math.max(left.length, right.length);
    for (let i = 0; i < rows; i++) {
      const l = left[i];
      const r = right[i];
      if (l?.str) p.text(40, y, l.str, { size: l.size ?? 9.5, font: l.font });
      if (r?.str) p.text(220, y, r.str, { size: r.size ?? 9.5, font: r.font });
      y -= 13.5;
    }
    void SIDEBAR_W;
  });

// ---------------------------------------------------------------------------------------------------------
// DOCX helpers: a minimal WordprocessingML package.
const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
function run(text, { bold = false, size } = {}) {
  const props = `${bold ? "<w:b/>" : ""}${size ? `<w:sz w:val="${size * 2}"/>` : ""}`;
  const parts = text.split("\t").map((t) => `<w:t xml:space="preserve">${esc(t)}</w:t>`);
  return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ""}${parts.join("<w:tab/>")}</w:r>`;
}
function para(text, opts = {}) {
  const pPr = [
    opts.style ? `<w:pStyle w:val="${opts.style}"/>` : "",
    opts.bullet ? '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' : "",
    opts.tabRight ? '<w:tabs><w:tab w:val="right" w:pos="9360"/></w:tabs>' : "",
  ].join("");
  return `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ""}${text ? run(text, opts) : ""}</w:p>`;
}
function cell(paras, width) {
  return `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/></w:tcPr>${paras.join("")}</w:tc>`;
}
function docx(bodyXml) {
  const documentXml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${bodyXml}<w:sectPr><w:pgSz w:w="12240" w:h="15840"/></w:sectPr></w:body></w:document>`;
  const files = {
    "[Content_Types].xml": strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`),
    "_rels/.rels": strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`),
    "word/document.xml": strToU8(documentXml),
  };
  return zipSync(files, { level: 6, mtime: new Date("2026-01-01T00:00:00Z") });
}

// 4. DOCX, one column, headings "PROFESSIONAL EXPERIENCE" / "TECHNICAL SKILLS" / "ACADEMIC BACKGROUND",
// company and dates separated by a tab, "2018 - 2020" year ranges, list paragraphs for bullets.
const priyaSharma = () =>
  docx(
    [
      para("Priya Sharma", { bold: true, size: 20 }),
      para("Backend Developer"),
      para("Bengaluru, India | priya.sharma@example.in | +91 98450 12345"),
      para("github.com/priyasharma | linkedin.com/in/priya-sharma-dev"),
      para(""),
      para("PROFESSIONAL SUMMARY", { bold: true }),
      para(
        "Backend developer with six years of experience designing REST APIs and payment systems in Java and Go. I care about clean code, observability and fast, boring deployments.",
      ),
      para(""),
      para("PROFESSIONAL EXPERIENCE", { bold: true }),
      para("Razorpay\tJun 2020 – Present", { bold: true, tabRight: true }),
      para("Software Development Engineer II"),
      para("Designed the refunds service in Go handling 5 million refunds a month.", { bullet: true }),
      para("Introduced Prometheus and Grafana monitoring across 30 services.", { bullet: true }),
      para("Infosys\t2018 - 2020", { bold: true, tabRight: true }),
      para("Systems Engineer"),
      para("Maintained Spring Boot microservices for a banking client.", { bullet: true }),
      para("Wrote PL/SQL batch jobs on Oracle.", { bullet: true }),
      para(""),
      para("ACADEMIC BACKGROUND", { bold: true }),
      para("B.Tech in Information Technology\t2014 - 2018", { tabRight: true }),
      para("Vellore Institute of Technology, Vellore, India"),
      para("CGPA: 8.7/10"),
      para(""),
      para("TECHNICAL SKILLS", { bold: true }),
      para("Languages: Java, Go, SQL, Python"),
      para("Frameworks & Tools: Spring Boot, gRPC, Kafka, Redis, MySQL, Docker, Kubernetes, Jenkins"),
      para(""),
      para("PROJECTS", { bold: true }),
      para("Ledgerly – Double-entry accounting API written in Go with PostgreSQL."),
      para("Source: github.com/priyasharma/ledgerly"),
      para("RateLimiterX – A distributed rate limiter library for Java services backed by Redis."),
    ].join(""),
  );

// 6. DOCX, two columns as a one-row table (sidebar cell + main cell), Title Case headings.
const lenaMuller = () =>
  docx(
    [
      para("Lena Müller", { bold: true, size: 22 }),
      para("Product Designer"),
      `<w:tbl><w:tblPr><w:tblW w:w="9360" w:type="dxa"/></w:tblPr><w:tblGrid><w:gridCol w:w="3000"/><w:gridCol w:w="6360"/></w:tblGrid><w:tr>`,
      cell(
        [
          para("Contact", { bold: true }),
          para("Berlin, Germany"),
          para("lena.mueller@example.de"),
          para("+49 30 901820"),
          para("lenamueller.design"),
          para(""),
          para("Skills", { bold: true }),
          para("Figma"),
          para("User Research"),
          para("Prototyping"),
          para("Design Systems"),
          para("HTML, CSS"),
          para("Accessibility"),
          para(""),
          para("Education", { bold: true }),
          para("M.A. Interaction Design"),
          para("Berlin University of the Arts"),
          para("2015 - 2017"),
          para("B.A. Communication Design"),
          para("HTW Berlin University of Applied Sciences"),
          para("2011 - 2015"),
        ],
        3000,
      ),
      cell(
        [
          para("About Me", { bold: true }),
          para(
            "Product designer with seven years of experience in consumer fintech and mobility apps. I turn research into simple interfaces and maintain design systems that engineers like to use.",
          ),
          para(""),
          para("Work Experience", { bold: true }),
          para("Lead Product Designer at N26", { bold: true }),
          para("Oct 2020 - Present"),
          para("Own the design system used by 12 product teams.", { bullet: true }),
          para("Redesigned onboarding, raising completion from 61% to 78%.", { bullet: true }),
          para("UX Designer at FREE NOW", { bold: true }),
          para("Feb 2017 - Sep 2020"),
          para("Designed the driver app's trip flow and ran weekly usability tests.", { bullet: true }),
          para(""),
          para("Projects", { bold: true }),
          para("Open Transit Icons – An open-source icon set for public transport apps, 400 icons."),
        ],
        6360,
      ),
      `</w:tr></w:tbl>`,
    ].join(""),
  );

writeFileSync(join(OUT, "alex-chen.txt"), alexChen);
writeFileSync(join(OUT, "sam-taylor.txt"), samTaylor);
writeFileSync(join(OUT, "maria-garcia.pdf"), await mariaGarcia());
writeFileSync(join(OUT, "james-okafor.pdf"), await jamesOkafor());
writeFileSync(join(OUT, "priya-sharma.docx"), priyaSharma());
writeFileSync(join(OUT, "lena-muller.docx"), lenaMuller());

// ---------------------------------------------------------------------------------------------------------
// Held-out fixtures: written after the parser was tuned on the six above, to measure it honestly.

// 7. TXT, healthcare: "CLINICAL EXPERIENCE", company line then "Title, dates", ZIP code in the location,
// dotted phone, certifications with expiry dates.
const robertKim = `ROBERT KIM
Registered Nurse, BSN
Chicago, IL 60614 • robert.kim@example.org • 312.555.0199

CAREER OBJECTIVE
Compassionate registered nurse with six years of critical care experience seeking a charge nurse role
in a Level I trauma center.

CLINICAL EXPERIENCE
Northwestern Memorial Hospital, Chicago, IL
Registered Nurse – Cardiac ICU, 08/2019 – Present
- Care for 2-3 critically ill cardiac patients per shift, including post-surgical and ECMO patients.
- Precept new graduate nurses and chair the unit's falls prevention committee.

Rush University Medical Center, Chicago, IL
Staff Nurse – Telemetry, 06/2017 – 07/2019
- Monitored telemetry for up to 5 patients and titrated cardiac drips per protocol.

EDUCATION
Bachelor of Science in Nursing (BSN), Loyola University Chicago, 2017

LICENSES & CERTIFICATIONS
Registered Nurse License, Illinois Department of Financial and Professional Regulation, 2017
Basic Life Support (BLS), American Heart Association, 2023, expires 2025
Advanced Cardiovascular Life Support (ACLS), American Heart Association, 2020

SKILLS
Patient Assessment; Critical Care; Telemetry; Epic; IV Therapy; Patient Education
`;

// 8. PDF, one column, letter-spaced headings with rules, title left and dates right, then "Company — City".
const ingridLarsen = () =>
  pdf(async (p) => {
    let y = 740;
    const L = 60;
    const R = 552;
    const heading = (str) => {
      y -= 10;
      p.text(L, y, str.split("").join(" "), { size: 10.5, font: "bold" });
      y -= 5;
      p.rule(L, R, y);
      y -= 15;
    };
    const row = (left, right, opts = {}) => {
      p.text(L, y, left, opts);
      if (right) p.right(R, y, right);
      y -= 14;
    };
    const bullet = (str) => {
      p.wrap(str, R - L - 16).forEach((w, i) => {
        if (i === 0) p.text(L + 4, y, "–");
        p.text(L + 16, y, w);
        y -= 13.5;
      });
    };
    p.text(L, y, "Ingrid Larsen", { size: 20, font: "bold" });
    y -= 20;
    row("iOS Engineer · Stockholm, Sweden");
    row("ingrid.larsen@example.se · +46 70 123 45 67 · github.com/ingridlarsen");
    heading("PROFILE");
    for (const w of p.wrap(
      "iOS engineer with nine years of experience shipping consumer apps in Swift and SwiftUI, with a focus on performance, accessibility and offline-first sync.",
      R - L,
    ))
      row(w);
    heading("EMPLOYMENT");
    row("Senior iOS Engineer", "Mar 2018 – Present", { font: "bold" });
    row("Spotify — Stockholm, Sweden");
    bullet("Led the rewrite of the playback screen in SwiftUI, cutting crash rate by 35%.");
    bullet("Built the offline downloads sync engine used by 40 million listeners.");
    y -= 4;
    row("iOS Developer", "Sep 2015 – Feb 2018", { font: "bold" });
    row("Klarna — Stockholm, Sweden");
    bullet("Shipped the first version of the Klarna shopping app.");
    y -= 4;
    row("Mobile Developer Intern", "Summer 2014", { font: "bold" });
    row("Ericsson — Lund, Sweden");
    bullet("Prototyped an Android network diagnostics tool.");
    heading("EDUCATION");
    row("M.Sc. in Computer Science", "2013 – 2015", { font: "bold" });
    row("KTH Royal Institute of Technology");
    row("B.Sc. in Computer Engineering", "2010 – 2013", { font: "bold" });
    row("Lund University");
    heading("SKILLS");
    row("Swift, SwiftUI, Objective-C, Kotlin, Core Data, Combine, Xcode, CI/CD, Accessibility, Git");
    heading("PROJECTS");
    row("Fika Timer – Open-source Pomodoro timer for iOS with widgets.", "", { font: "bold" });
    row("github.com/ingridlarsen/fika-timer");
  });

// 9. DOCX, one line per job "Company | Title | Location | Dates", "Skills & Tools", minor sections.
const diegoRamirez = () =>
  docx(
    [
      para("DIEGO RAMÍREZ", { bold: true, size: 20 }),
      para("Data Scientist | Mexico City, Mexico | diego.ramirez@example.mx | +52 55 1234 5678"),
      para("linkedin.com/in/diegoramirez | diegoramirez.io"),
      para(""),
      para("About", { bold: true }),
      para(
        "Data scientist building recommendation and forecasting models for retail and e-commerce. Experienced in taking models from notebook to production.",
      ),
      para(""),
      para("Experience", { bold: true }),
      para("Mercado Libre | Senior Data Scientist | Mexico City, Mexico | Jan 2021 – Present"),
      para("Built the product recommendation model behind 15% of marketplace sales.", { bullet: true }),
      para("Set up model monitoring with MLflow and Airflow.", { bullet: true }),
      para("Walmart de México | Data Scientist | Mexico City, Mexico | Jul 2018 – Dec 2020"),
      para("Forecast store demand with gradient boosting models in Python.", { bullet: true }),
      para(""),
      para("Education", { bold: true }),
      para("M.S. in Data Science, Tecnológico de Monterrey, 2016 – 2018"),
      para("B.S. in Actuarial Science, Universidad Nacional Autónoma de México, 2011 – 2016"),
      para(""),
      para("Skills & Tools", { bold: true }),
      para("Python, R, SQL, PyTorch, scikit-learn, Spark, Airflow, MLflow, Tableau, Statistics"),
      para(""),
      para("Languages", { bold: true }),
      para("Spanish (native), English (fluent)"),
      para(""),
      para("Volunteer Experience", { bold: true }),
      para("Mentor, Data Science for Social Good Mexico, 2019 – Present"),
    ].join(""),
  );

writeFileSync(join(OUT, "robert-kim.txt"), robertKim);
writeFileSync(join(OUT, "ingrid-larsen.pdf"), await ingridLarsen());
writeFileSync(join(OUT, "diego-ramirez.docx"), diegoRamirez());

// ---------------------------------------------------------------------------------------------------------
// Issue 15 fixtures: written from the ways people really write resumes (not from the parser's output), to
// measure the import across professions and conventions.

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

writeFileSync(join(OUT, "giulia-rossi.pdf"), await giuliaRossi());
writeFileSync(join(OUT, "ananya-iyer.docx"), ananyaIyer());
writeFileSync(join(OUT, "camila-souza.pdf"), await camilaSouza());
writeFileSync(join(OUT, "emily-carter.txt"), emilyCarter);
writeFileSync(join(OUT, "siobhan-walsh.docx"), siobhanWalsh());

// ---------------------------------------------------------------------------------------------------------
// Held-out fixtures for issue 15: written after the parser changes above, measured before any change for them.

// 15. TXT, Chilean civil engineer: accented name, "+56" mobile, "Title | Company | City" and
// "Title — Company — City" lines, year-only ranges, unknown (non-software) skills, PMP.
const tomasHerrera = `TOMÁS HERRERA
Civil Engineer
Santiago, Chile | +56 9 8765 4321 | tomas.herrera@example.cl
linkedin.com/in/tomasherrera

PROFILE
Civil engineer with nine years on mining and infrastructure projects in northern and central Chile, from site
supervision to planning and cost control of contracts above USD 80 million.

WORK EXPERIENCE
Project Engineer | Constructora Andes | Santiago
Mar 2019 – Present
- Plan and control a USD 85M hospital contract with Primavera P6, keeping it within 2% of budget.
- Lead a team of six site engineers and two quantity surveyors.

Site Engineer — Sacyr Chile — Antofagasta
2016 – 2019
- Supervised earthworks and concrete for a copper mine expansion.
- Cut rework by 15% with a new inspection checklist.

Junior Engineer | Besalco | Valparaíso
2015 – 2016
- Prepared cost estimates and bills of quantities for port works.

EDUCATION
Civil Engineering (B.Eng.), Pontificia Universidad Católica de Chile, 2010 – 2015

SKILLS
AutoCAD, Revit, Civil 3D, Primavera P6, MS Project, Cost Estimation, Contract Management

CERTIFICATIONS
Project Management Professional (PMP) — Project Management Institute — 2021

LANGUAGES
Spanish (native), English (advanced)
`;

// 16. DOCX, UK accountant with the jobs in a two-column table (dates | role, company and bullets),
// credentials after the name without a comma, "Career History", "Qualifications", bulleted skills.
const oliverBennett = () =>
  docx(
    [
      para("Oliver Bennett ACA", { bold: true, size: 20 }),
      para("Finance Manager"),
      para("London, UK | oliver.bennett@example.co.uk | +44 7700 900456"),
      para(""),
      para("Profile", { bold: true }),
      para(
        "Chartered accountant with eight years in audit and commercial finance. I build month-end processes that close in five days and forecasts the board trusts.",
      ),
      para(""),
      para("Career History", { bold: true }),
      `<w:tbl><w:tblPr><w:tblW w:w="9360" w:type="dxa"/></w:tblPr><w:tblGrid><w:gridCol w:w="2400"/><w:gridCol w:w="6960"/></w:tblGrid>`,
      `<w:tr>${cell([para("Sep 2019 – Present")], 2400)}${cell(
        [
          para("Finance Manager", { bold: true }),
          para("Octopus Energy, London"),
          para("Run the month-end close for three UK entities, now five working days instead of nine.", { bullet: true }),
          para("Built the rolling forecast model used in board packs.", { bullet: true }),
        ],
        6960,
      )}</w:tr>`,
      `<w:tr>${cell([para("Sep 2015 – Aug 2019")], 2400)}${cell(
        [
          para("Audit Senior", { bold: true }),
          para("PwC, Bristol"),
          para("Led audits of retail and logistics clients with revenue up to £400M.", { bullet: true }),
        ],
        6960,
      )}</w:tr>`,
      `</w:tbl>`,
      para(""),
      para("Qualifications", { bold: true }),
      para("ACA, Institute of Chartered Accountants in England and Wales (ICAEW), 2018"),
      para("BSc (Hons) Accounting and Finance, University of Bristol, 2012 – 2015"),
      para(""),
      para("Skills", { bold: true }),
      para("Financial Reporting", { bullet: true }),
      para("IFRS", { bullet: true }),
      para("Forecasting", { bullet: true }),
      para("Xero", { bullet: true }),
      para("Advanced Excel", { bullet: true }),
      para("Power BI", { bullet: true }),
      para(""),
      para("Professional Memberships", { bold: true }),
      para("Member, ICAEW"),
    ].join(""),
  );

// 17. PDF, one column, Indian HR professional: "Company, City" on its own line (the walk-through's
// "Flipkart, Bengaluru"), month-name dates, "Core Competencies", a compound skill, SHRM certification.
const meeraNair = () =>
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
    p.text(L, y, "Meera Nair", { size: 20, font: "bold" });
    y -= 20;
    row("HR Business Partner", "", { size: 12 });
    row("Bengaluru, Karnataka  |  meera.nair@example.in  |  +91 99000 11223");
    heading("Professional Summary");
    for (const w of p.wrap(
      "HR business partner with nine years in technology and e-commerce companies, covering talent acquisition, performance cycles and employee relations for teams of up to 1,200 people.",
      R - L,
    ))
      row(w);
    heading("Employment History");
    row("HR Business Partner", "June 2018 – Present", { font: "bold" });
    row("Flipkart, Bengaluru");
    bullet("Partner with engineering leaders for 1,200 employees; cut regretted attrition from 14% to 9%.");
    bullet("Rolled out a new performance review cycle on Workday.");
    y -= 4;
    row("Senior HR Executive", "August 2015 – May 2018", { font: "bold" });
    row("Infosys Ltd., Mysuru");
    bullet("Ran campus hiring for 600 graduates a year.");
    heading("Education");
    row("MBA (Human Resources)", "2013 – 2015", { font: "bold" });
    row("Symbiosis Institute of Business Management, Pune");
    row("B.A. in Psychology", "2010 – 2013", { font: "bold" });
    row("Christ University, Bengaluru");
    heading("Core Competencies");
    row("Talent Acquisition, Employee Relations, Performance Management, Payroll, HRIS (Workday, SAP SuccessFactors)");
    heading("Certifications");
    row("SHRM Certified Professional (SHRM-CP), SHRM, 2020");
  });

writeFileSync(join(OUT, "tomas-herrera.txt"), tomasHerrera);
writeFileSync(join(OUT, "oliver-bennett.docx"), oliverBennett());
writeFileSync(join(OUT, "meera-nair.pdf"), await meeraNair());

// 18. TXT, US sales: "Company (City, ST)" lines, "MM/YYYY – Present", a "Key Achievements" line before bullets,
// skills in two labelled lines, Awards.
const kwameMensah = `Kwame Mensah
Enterprise Account Executive
Atlanta, GA • kwame.mensah@example.com • 404-555-0172 • linkedin.com/in/kwamemensah

PROFESSIONAL SUMMARY
Account executive with seven years of SaaS sales to mid-market and enterprise buyers, consistently above quota.

PROFESSIONAL EXPERIENCE
Enterprise Account Executive
Salesloft (Atlanta, GA)\t06/2021 – Present
- Closed $3.2M in new annual recurring revenue in 2023, 128% of quota.
- Built a partner program with two consulting firms that sourced 20% of pipeline.

Account Executive
Cardlytics (Atlanta, GA)\t03/2018 – 05/2021
- Grew a book of 40 mid-market accounts by 35% year over year.

Sales Development Representative
Oracle (Austin, TX)\t07/2016 – 02/2018
- Booked 25 qualified meetings a month, top of a team of 14.

EDUCATION
B.B.A. in Marketing, Georgia State University, 2012 – 2016

SKILLS
Sales: Solution Selling, MEDDIC, Negotiation, Pipeline Management
Tools: Salesforce, HubSpot, Gong, LinkedIn Sales Navigator

AWARDS
President's Club, Salesloft, 2022 and 2023
`;

// 19. DOCX with lists, Spanish pharmacist: company line before the title, "+34" phone, accented names,
// a master's degree without a comma, bulleted skills, Languages.
const luciaFernandez = () =>
  docx(
    [
      para("Lucía Fernández", { bold: true, size: 20 }),
      para("Community Pharmacist"),
      para("Madrid, Spain · +34 612 345 678 · lucia.fernandez@example.es"),
      para(""),
      para("Profile", { bold: true }),
      para(
        "Pharmacist with seven years in community pharmacy, focused on medication reviews for older patients and on running a safe, well-stocked dispensary.",
      ),
      para(""),
      para("Professional Experience", { bold: true }),
      para("Farmacia Central, Madrid", { bold: true }),
      para("Pharmacist in Charge\tFeb 2019 – Present", { tabRight: true }),
      para("Run medication reviews for 300 patients over 65 each year.", { bullet: true }),
      para("Cut expired stock write-offs by 40% with weekly inventory checks.", { bullet: true }),
      para("Farmacia López, Salamanca", { bold: true }),
      para("Staff Pharmacist\tSep 2016 – Jan 2019", { tabRight: true }),
      para("Dispensed prescriptions and prepared compounded medicines.", { bullet: true }),
      para(""),
      para("Education", { bold: true }),
      para("Master's Degree in Clinical Pharmacy\t2016 – 2017", { tabRight: true }),
      para("Complutense University of Madrid"),
      para("Degree in Pharmacy\t2011 – 2016", { tabRight: true }),
      para("University of Salamanca"),
      para(""),
      para("Skills", { bold: true }),
      para("Medication Review", { bullet: true }),
      para("Patient Counselling", { bullet: true }),
      para("Compounding", { bullet: true }),
      para("Inventory Management", { bullet: true }),
      para(""),
      para("Languages", { bold: true }),
      para("Spanish (native), English (C1)"),
    ].join(""),
  );

writeFileSync(join(OUT, "kwame-mensah.txt"), kwameMensah);
writeFileSync(join(OUT, "lucia-fernandez.docx"), luciaFernandez());
console.log(`Wrote 19 resume fixtures to ${OUT}`);
