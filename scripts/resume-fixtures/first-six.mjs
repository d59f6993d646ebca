// The first six resume fixtures: the shapes the local parser was tuned on.
import { cell, docx, para } from "./docx.mjs";
import { pdf } from "./pdf.mjs";

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

/** Each fixture's file name and what writes it (text, or a function answering the bytes). */
export const fixtures = [
  ["alex-chen.txt", () => alexChen],
  ["sam-taylor.txt", () => samTaylor],
  ["maria-garcia.pdf", mariaGarcia],
  ["james-okafor.pdf", jamesOkafor],
  ["priya-sharma.docx", priyaSharma],
  ["lena-muller.docx", lenaMuller],
];
