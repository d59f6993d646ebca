// Issue 34's fourth batch, the PDFs, weighted on job-entry layouts: a Bengaluru data engineer (roles grouped under
// a bold employer line with its overall dates and city, "Role | Mon YYYY – Present" lines, a promotion inside a
// job, a "Summer" internship), a Berlin product designer (dates in a left column, title, company and place on the
// right, "(hybrid)" and "Remote" places, a page break inside a job), a London marketing lead (company first with
// "— City, Country", "Mar. 2019 – Sept. 2021" dates, "Key achievements:" labels) and an Austin engineer
// (LinkedIn-export style with durations, grouped roles, the jobs in the right column and skills on the left).
// Truth first, then the drawing (see issue-34-fourth.mjs).
import { cert, columnWriter, drawSchool, job, pdfDocument, school, truth } from "./issue-34-lib.mjs";

// India, data engineer: the employer in bold on its own line with overall dates and city, then each role as
// "Role title | Apr 2021 – Present"; a promotion written inside an earlier job (kept as that job's achievement,
// the job keeps the title it is headed with); a "Summer 2015" internship (a year start and end).
const priya = truth(
  { firstName: "Priya", lastName: "Raghunathan", email: "priya.r@example.in", phone: "+91 98450 12345", location: "Bengaluru, Karnataka" },
  {
    title: "Lead Data Engineer",
    summary:
      "Data engineer with ten years building batch and streaming pipelines for retail and banking, now leading a team of six on a lakehouse that serves 400 analysts.",
    skills: ["Apache Spark", "Kafka", "Airflow", "Databricks", "Python", "SQL", "Scala", "AWS"],
  },
  [
    // Grouped roles: both take the employer and the employer line's city.
    job("Lead Data Engineer", "Infosys Limited", "Bengaluru, Karnataka", "2021-04", "", [
      "Lead six engineers building a Databricks lakehouse for a European retail client.",
      "Cut nightly batch time from 7 hours to 90 minutes.",
    ]),
    job("Senior Data Engineer", "Infosys Limited", "Bengaluru, Karnataka", "2018-07", "2021-03", [
      "Moved 120 Informatica jobs to Spark on AWS EMR.",
    ]),
    job("Data Analyst", "Mu Sigma", "Bengaluru, Karnataka", "2016-06", "2018-06", [
      "Built weekly demand forecasts for a US grocery chain in Python and SQL.",
      "Promoted to Senior Analyst, 2017.",
    ]),
    job("Summer Intern", "Tata Consultancy Services", "Pune, Maharashtra", "2015", "2015", [
      "Wrote data quality checks for a banking data warehouse.",
    ]),
  ],
  [
    school(
      "B.Tech in Computer Science and Engineering",
      "National Institute of Technology Karnataka",
      "Surathkal, Karnataka",
      "2012",
      "2016",
    ),
  ],
  [
    cert("Databricks Certified Data Engineer Professional", "Databricks", "2023"),
    cert("AWS Certified Data Analytics – Specialty", "Amazon Web Services", "2021-11", "2024-11"),
  ],
);
const priyaPdf = () =>
  pdfDocument(async (p) => {
    const col = columnWriter(p, { x: 56, width: 500 });
    col.line("Priya Raghunathan", { size: 22, font: "bold", lead: 24 });
    col.line(priya.professional.title, { size: 12, lead: 16 });
    col.line("Bengaluru, Karnataka · +91 98450 12345 · priya.r@example.in");
    col.heading("Summary");
    col.prose(priya.professional.summary);
    col.heading("Work Experience");
    const [lead, senior, analyst, intern] = priya.experience;
    col.line("Infosys Limited", { font: "bold", size: 11, right: "Bengaluru, Karnataka · Jul 2018 – Present" });
    col.gap(2);
    col.line("Lead Data Engineer | Apr 2021 – Present", { indent: 10 });
    col.bullets(lead.achievements);
    col.line("Senior Data Engineer | Jul 2018 – Mar 2021", { indent: 10 });
    col.bullets(senior.achievements);
    col.gap(6);
    col.line("Mu Sigma", { font: "bold", size: 11, right: "Bengaluru, Karnataka · Jun 2016 – Jun 2018" });
    col.line("Data Analyst", { indent: 10 });
    col.bullets(analyst.achievements);
    col.gap(6);
    col.line("Tata Consultancy Services", { font: "bold", size: 11, right: "Pune, Maharashtra · Summer 2015" });
    col.line("Summer Intern", { indent: 10 });
    col.bullets(intern.achievements);
    col.heading("Education");
    for (const s of priya.education) drawSchool(col, s);
    col.heading("Certifications");
    col.line("Databricks Certified Data Engineer Professional, Databricks, 2023");
    col.line("AWS Certified Data Analytics – Specialty, Amazon Web Services, Nov 2021 (valid until Nov 2024)");
    col.heading("Skills");
    col.prose(priya.professional.skills.join(", "));
  });

// Germany, product designer: dates in a narrow left column ("03/2019 – 09/2021"), title, then "company · place"
// on the right; a hybrid and a Remote place kept as written; the third job's bullets run over a page break.
const daniel = truth(
  {
    firstName: "Daniel",
    lastName: "Hoffmann",
    email: "daniel.hoffmann@example.de",
    phone: "+49 151 5550 2231",
    location: "Berlin, Germany",
    socialLinks: { website: "https://danielhoffmann.design" },
  },
  {
    title: "Senior Product Designer",
    summary:
      "Product designer with nine years in mobility and fintech apps. I run research, prototype in Figma and stay with the engineers until the thing ships.",
    skills: ["Figma", "User Research", "Design Systems", "Prototyping", "Usability Testing", "Accessibility"],
  },
  [
    job("Senior Product Designer", "N26", "Berlin, Germany (hybrid)", "2021-10", "", [
      "Own the design of card controls and spending insights for 8 million customers.",
      "Lead the accessibility review of the design system.",
    ]),
    job("Product Designer", "FREE NOW", "Remote", "2019-03", "2021-09", ["Redesigned driver onboarding; completion rose from 54% to 71%."]),
    job("UX Designer", "Zalando SE", "Berlin, Germany", "2016-04", "2019-02", [
      "Designed the returns flow of the Zalando app for 17 markets.",
      "Ran 40 usability sessions a year with the research team.",
      "Built the first shared Sketch library for the checkout teams.",
      "Mentored two working students from UdK Berlin.",
    ]),
    job("Junior Designer", "Edenspiekermann", "Berlin, Germany", "2015-01", "2016-03", ["Designed websites for cultural clients."]),
  ],
  [school("B.A. Kommunikationsdesign", "Universität der Künste Berlin", "Berlin", "2010", "2014")],
  [cert("Certified Professional for Usability and User Experience – Foundation Level", "UXQB", "2018")],
);
const danielPdf = () =>
  pdfDocument(async (p) => {
    const col = columnWriter(p, { x: 150, width: 406 });
    p.text(56, 742, "Daniel Hoffmann", { size: 22, font: "bold" });
    p.text(56, 720, daniel.professional.title, { size: 12 });
    p.text(56, 704, "Berlin, Germany · +49 151 5550 2231 · daniel.hoffmann@example.de · danielhoffmann.design");
    col.y = 670;
    col.heading("Profile");
    col.prose(daniel.professional.summary);
    col.heading("Experience");
    const mmyyyy = (d) => (d ? `${d.slice(5)}/${d.slice(0, 4)}` : "today");
    daniel.experience.forEach((j, i) => {
      col.ensure(40);
      p.text(56, col.y, `${mmyyyy(j.startDate)} – ${mmyyyy(j.endDate)}`, { size: 9 });
      col.line(j.title, { font: "bold" });
      col.line(`${j.company} · ${j.location}`);
      if (i === 2) {
        // A page break inside the job: two bullets on this page, two on the next.
        col.bullets(j.achievements.slice(0, 2));
        p.newPage();
        col.y = 742;
        col.bullets(j.achievements.slice(2));
      } else col.bullets(j.achievements);
      col.gap(8);
    });
    col.heading("Education");
    p.text(56, col.y, "2010 – 2014", { size: 9 });
    col.line("B.A. Kommunikationsdesign", { font: "bold" });
    col.line("Universität der Künste Berlin · Berlin");
    col.heading("Certification");
    p.text(56, col.y, "2018", { size: 9 });
    col.prose("Certified Professional for Usability and User Experience – Foundation Level (UXQB)");
    col.heading("Skills");
    col.prose(daniel.professional.skills.join(" / "));
    col.heading("Languages");
    col.line("German (native), English (C2)");
  });

// UK, marketing lead: "OLIVIA BENNETT" in capitals, each job company first ("Monzo Bank — London, UK"), the title
// on the next line and "Mar. 2019 – Sept. 2021" dates on the line after; a company line with a trailing
// description in brackets (not part of the name); a "Key achievements:" label before the bullets.
const olivia = truth(
  {
    firstName: "Olivia",
    lastName: "Bennett",
    email: "olivia.bennett@example.co.uk",
    phone: "07700 900612",
    location: "London, UK",
    socialLinks: { linkedin: "https://linkedin.com/in/oliviabennett" },
  },
  {
    title: "Head of Growth Marketing",
    summary:
      "Growth marketer with eleven years in consumer fintech and travel, running paid, lifecycle and referral programmes with a firm eye on payback.",
    skills: ["Paid Social", "Lifecycle Marketing", "Braze", "Amplitude", "SQL", "Attribution", "Team Leadership"],
  },
  [
    job("Head of Growth Marketing", "Cleo AI", "London, UK", "2021-10", "", [
      "Grew monthly sign-ups from 60,000 to 210,000 at a lower cost per install.",
      "Lead a team of eight across paid, lifecycle and creative.",
    ]),
    job("Senior Growth Marketing Manager", "Monzo Bank", "London, UK", "2019-03", "2021-09", [
      "Relaunched the referral programme, which brought in 30% of new accounts.",
    ]),
    job("Marketing Manager", "Skyscanner", "Edinburgh, UK", "2015-08", "2019-02", [
      "Ran paid search in nine European markets with a £4m yearly budget.",
    ]),
  ],
  [school("BA (Hons) Economics", "University of Bristol", "Bristol", "2010", "2013")],
  [cert("Chartered Marketer", "Chartered Institute of Marketing", "2020"), cert("Member", "Chartered Institute of Marketing", "2016")],
);
const oliviaPdf = () =>
  pdfDocument(async (p) => {
    const col = columnWriter(p, { x: 56, width: 500 });
    col.line("OLIVIA BENNETT", { size: 22, font: "bold", lead: 24 });
    col.line(olivia.professional.title, { size: 12, lead: 16 });
    col.line("London, UK | 07700 900612 | olivia.bennett@example.co.uk | linkedin.com/in/oliviabennett");
    col.heading("Profile");
    col.prose(olivia.professional.summary);
    col.heading("Career History");
    const dates = ["Oct. 2021 – Present", "Mar. 2019 – Sept. 2021", "Aug. 2015 – Feb. 2019"];
    const about = [" (an AI money app, 120 staff)", " (a 2,500-person digital bank)", ""];
    olivia.experience.forEach((j, i) => {
      col.line(`${j.company}${about[i]} — ${j.location}`, { font: "bold" });
      col.line(j.title);
      col.line(dates[i], { size: 9 });
      col.line("Key achievements:", { font: "bold", size: 9.5 });
      col.bullets(j.achievements);
      col.gap(8);
    });
    col.heading("Education");
    col.line("BA (Hons) Economics, University of Bristol, Bristol, 2010 – 2013");
    col.heading("Professional Qualifications & Memberships");
    col.line("Chartered Marketer, Chartered Institute of Marketing, 2020");
    col.line("Member, Chartered Institute of Marketing, 2016");
    col.heading("Skills");
    col.prose(olivia.professional.skills.join(" · "));
    col.heading("Interests");
    col.line("Sea swimming, Sunday league netball.");
  });

// US, software engineer, a LinkedIn-export look: skills and contact in the left column, jobs in the right one,
// "Jan 2019 - Present · 2 yrs 8 mos" durations (no field), roles grouped under a company with its total duration,
// places "Remote (US)" and "Seattle, WA".
const marcus = truth(
  {
    firstName: "Marcus",
    lastName: "Webb",
    email: "marcus.webb@example.com",
    phone: "(512) 555-0183",
    location: "Austin, TX",
    socialLinks: { linkedin: "https://www.linkedin.com/in/marcuswebb", github: "https://github.com/mwebb" },
  },
  {
    title: "Staff Software Engineer",
    summary:
      "Backend engineer with twelve years on payments and logistics systems; I like boring, observable services and teams that ship every day.",
    skills: ["Go", "Java", "PostgreSQL", "Kafka", "Kubernetes", "Terraform", "gRPC", "Distributed Systems"],
  },
  [
    job("Staff Software Engineer", "Stripe", "Remote (US)", "2023-01", "", [
      "Lead the design of the ledger reconciliation service handling 40M events a day.",
    ]),
    job("Senior Software Engineer", "Stripe", "Remote (US)", "2020-04", "2022-12", [
      "Built dispute evidence APIs used by 90,000 merchants.",
    ]),
    job("Software Engineer II", "Amazon", "Seattle, WA", "2016-08", "2020-03", [
      "Wrote the carrier rate-shopping service for Amazon Shipping in Java.",
    ]),
    job("Software Engineer", "Convoy", "Seattle, WA", "2014-06", "2016-07", ["Built load-matching APIs in Go."]),
  ],
  [school("B.S. Computer Science", "The University of Texas at Austin", "Austin, TX", "2010", "2014")],
  [cert("Certified Kubernetes Application Developer (CKAD)", "The Linux Foundation", "2022-05", "2025-05")],
);
const marcusPdf = () =>
  pdfDocument(async (p) => {
    const band = () => p.page().drawRectangle({ x: 0, y: 0, width: 180, height: 792, opacity: 0.07 });
    band();
    const side = columnWriter(p, { x: 24, width: 140 });
    const main = columnWriter(p, { x: 200, width: 376 });
    side.gap(60);
    for (const [h, lines] of [
      ["Contact", ["Austin, TX", "(512) 555-0183", "marcus.webb@example.com", "www.linkedin.com/in/marcuswebb", "github.com/mwebb"]],
      ["Top Skills", marcus.professional.skills],
      [
        "Certifications",
        ["Certified Kubernetes Application Developer (CKAD)", "The Linux Foundation", "Issued May 2022 · Expires May 2025"],
      ],
    ]) {
      side.heading(h, { size: 10 });
      for (const l of lines) side.prose(l, { size: 9, lead: 12 });
      side.gap(6);
    }
    main.line("Marcus Webb", { size: 24, font: "bold", lead: 26 });
    main.line(marcus.professional.title, { size: 12, lead: 16 });
    main.line("Austin, Texas, United States", { size: 9 });
    main.heading("Summary");
    main.prose(marcus.professional.summary);
    main.heading("Experience");
    const [staff, senior, amazon, convoy] = marcus.experience;
    main.line("Stripe", { font: "bold", size: 11 });
    main.line("6 yrs 8 mos", { size: 9 });
    for (const [j, dates] of [
      [staff, "Jan 2023 - Present · 3 yrs 11 mos"],
      [senior, "Apr 2020 - Dec 2022 · 2 yrs 9 mos"],
    ]) {
      main.line(j.title, { font: "bold", indent: 10 });
      main.line(dates, { size: 9, indent: 10 });
      main.line(j.location, { size: 9, indent: 10 });
      main.prose(j.achievements[0], { indent: 10 });
      main.gap(4);
    }
    for (const [j, dates] of [
      [amazon, "Aug 2016 - Mar 2020 · 3 yrs 8 mos"],
      [convoy, "Jun 2014 - Jul 2016 · 2 yrs 2 mos"],
    ]) {
      main.line(j.company, { font: "bold", size: 11 });
      main.line(j.title);
      main.line(dates, { size: 9 });
      main.line(j.location, { size: 9 });
      main.prose(j.achievements[0]);
      main.gap(6);
    }
    main.heading("Education");
    main.line("The University of Texas at Austin", { font: "bold" });
    main.line("B.S. Computer Science · Austin, TX · (2010 - 2014)");
  });

export const fixtures = [
  ["priya-raghunathan.pdf", priya, priyaPdf],
  ["daniel-hoffmann.pdf", daniel, danielPdf],
  ["olivia-bennett.pdf", olivia, oliviaPdf],
  ["marcus-webb.pdf", marcus, marcusPdf],
];
