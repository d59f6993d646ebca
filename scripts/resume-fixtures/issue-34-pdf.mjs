// Issue 34's new PDF fixtures: sidebars, an executive's grouped roles over two pages, a moderncv-like academic
// CV, Singapore, France, Latin America and "Title, Company — City" lines. Truth first, then the drawing.
import { cert, columnWriter, drawJob, drawSchool, job, pdfDocument, period, school, sidebarPdf, truth } from "./issue-34-lib.mjs";

// Two-column PDF, sidebar with contact, skills, certificates and languages; name over two lines in capitals.
const nadia = truth(
  {
    firstName: "Nadia",
    lastName: "Petrova",
    email: "nadia.petrova@example.de",
    phone: "+49 151 2345 6789",
    location: "Berlin, Germany",
    socialLinks: { linkedin: "https://linkedin.com/in/nadiapetrova" },
  },
  {
    title: "DevOps Engineer",
    summary:
      "DevOps engineer with eight years of running cloud platforms for fintech and e-commerce. I automate the boring parts and keep on-call quiet.",
    skills: ["Kubernetes", "Terraform", "AWS", "Go", "Python", "Prometheus", "GitLab CI"],
  },
  [
    job("DevOps Engineer", "N26", "Berlin", "2021-03", "", [
      "Moved 120 services to Kubernetes on AWS with Terraform and Argo CD.",
      "Cut monthly cloud spend by 22% with right-sized node pools.",
    ]),
    job("Site Reliability Engineer", "Zalando SE", "Berlin", "2018-09", "2021-02", [
      "Ran the Prometheus alerting for checkout during peak sales.",
      "Wrote Go tooling that halved incident triage time.",
    ]),
    job("Systems Administrator", "Yandex", "Moscow", "2016-07", "2018-08", ["Maintained 400 Linux hosts with Ansible."]),
  ],
  [school("MSc in Computer Science", "Lomonosov Moscow State University", "Moscow", "2014", "2016")],
  [
    cert("Certified Kubernetes Administrator (CKA)", "CNCF", "2022"),
    cert("AWS Certified Solutions Architect – Associate", "Amazon Web Services", "2021"),
  ],
);
const nadiaPdf = () =>
  sidebarPdf(nadia, {
    side: [
      { heading: "CONTACT", lines: ["+49 151 2345 6789", "nadia.petrova@example.de", "Berlin, Germany", "linkedin.com/in/nadiapetrova"] },
      { heading: "SKILLS", lines: nadia.professional.skills },
      {
        heading: "CERTIFICATES",
        lines: [
          "Certified Kubernetes Administrator (CKA)",
          "CNCF, 2022",
          "AWS Certified Solutions Architect – Associate",
          "Amazon Web Services, 2021",
        ],
      },
      { heading: "LANGUAGES", lines: ["English (fluent)", "German (B2)", "Russian (native)"] },
    ],
  });

// Two-column PDF, MM/YYYY dates, a design portfolio link in the sidebar.
const tobias = truth(
  {
    firstName: "Tobias",
    lastName: "Wagner",
    email: "tobias.wagner@example.at",
    phone: "+43 664 123 4567",
    location: "Vienna, Austria",
    socialLinks: { linkedin: "https://linkedin.com/in/tobiaswagner", website: "https://tobiaswagner.design" },
  },
  {
    title: "Senior Product Designer",
    summary:
      "Product designer who turns research into interfaces people understand on the first try. Ten years across fintech, fitness and agency work.",
    skills: ["Figma", "User Research", "Prototyping", "Design Systems", "Usability Testing", "Adobe Illustrator"],
  },
  [
    job("Senior Product Designer", "Bitpanda", "Vienna", "2020-05", "", [
      "Built the design system used by 14 product teams.",
      "Redesigned onboarding; verified sign-ups rose by 18%.",
    ]),
    job("UX Designer", "Runtastic", "Linz", "2017-02", "2020-04", [
      "Ran weekly usability tests for the running app.",
      "Designed the training plans feature for 2 million users.",
    ]),
    job("Junior Designer", "Kraftwerk Digital", "Vienna", "2015-09", "2017-01", ["Designed campaign sites for retail clients."]),
  ],
  [school("BA in Information Design", "FH JOANNEUM", "Graz", "2012", "2015")],
  [cert("Google UX Design Certificate", "Google", "2021")],
);
const tobiasPdf = () =>
  sidebarPdf(tobias, {
    style: "/",
    side: [
      {
        heading: "CONTACT",
        lines: ["Vienna, Austria", "+43 664 123 4567", "tobias.wagner@example.at", "tobiaswagner.design", "linkedin.com/in/tobiaswagner"],
      },
      { heading: "SKILLS", lines: tobias.professional.skills },
      { heading: "CERTIFICATES", lines: ["Google UX Design Certificate", "Google, 2021"] },
      { heading: "LANGUAGES", lines: ["German (native)", "English (C2)"] },
    ],
  });

// Executive over two pages: three roles under one employer, a running header on page two, "Earlier Career" and
// "Board & Advisory Roles".
const catherine = truth(
  {
    firstName: "Catherine",
    lastName: "Doyle",
    email: "catherine.doyle@example.co.uk",
    phone: "+44 7700 900456",
    location: "London, UK",
    socialLinks: { linkedin: "https://linkedin.com/in/catherinedoyle" },
  },
  {
    title: "Chief Operating Officer",
    summary:
      "Operations executive with twenty years in logistics, leading networks of up to 9,000 people across the UK and Ireland. I grow margins by fixing how work flows, not by cutting corners.",
    skills: ["P&L Management", "Supply Chain Strategy", "Lean Six Sigma", "M&A Integration", "Change Management"],
  },
  [
    job("Chief Operating Officer", "Kingsway Logistics plc", "London", "2019-04", "", [
      "Lead operations for 9,000 people and 42 distribution centres.",
      "Raised operating margin from 4.1% to 6.3% in three years.",
    ]),
    job("Managing Director, UK & Ireland Division", "Kingsway Logistics plc", "London", "2014-01", "2019-03", [
      "Integrated two acquisitions worth £180m without losing a key customer.",
    ]),
    job("Director of Network Operations", "Kingsway Logistics plc", "London", "2010-06", "2013-12", [
      "Opened the Daventry hub, the group's largest site.",
    ]),
    job("Operations Manager", "DHL Supply Chain", "Coventry", "2004-09", "2010-05", [
      "Ran a 600-person site serving two grocery retailers.",
    ]),
    // The "Earlier Career" line names a job too: the truth lists it where it stands, after DHL.
    job("Graduate Trainee", "Tesco", "", "2003", "2004"),
    job("Non-Executive Director", "Logistics UK", "", "2020-01", ""),
    job("Advisory Board Member", "Cranfield School of Management", "", "2018-01", ""),
  ],
  [school("MBA", "London Business School", "", "2008", "2010"), school("BSc in Economics", "University of Bristol", "", "2000", "2003")],
  [cert("Lean Six Sigma Black Belt", "BSI", "2012")],
);
const catherinePdf = () =>
  pdfDocument(async (p) => {
    const runningHeader = () => {
      p.text(56, 765, "Catherine Doyle — Curriculum Vitae", { size: 8 });
      p.right(556, 765, "Page 2", { size: 8 });
      return 736;
    };
    const col = columnWriter(p, { x: 56, width: 500, top: 742, bottom: 70, onNewPage: runningHeader });
    col.line("Catherine Doyle", { size: 22, font: "bold", lead: 24 });
    col.line("Chief Operating Officer", { size: 12, lead: 16 });
    col.line("London, UK · +44 7700 900456 · catherine.doyle@example.co.uk · linkedin.com/in/catherinedoyle");
    col.heading("Executive Profile");
    col.prose(catherine.professional.summary);
    col.heading("Core Competencies");
    col.line(catherine.professional.skills.join(" · "));
    col.heading("Career History");
    col.line("KINGSWAY LOGISTICS PLC, London", { font: "bold", right: "2010 – Present" });
    col.gap(2);
    for (const j of catherine.experience.slice(0, 3)) {
      col.line(j.title, { font: "bold", right: period(j), indent: 10 });
      col.bullets(j.achievements);
      col.gap(4);
    }
    // The page ends inside the next entry: its employer and title on page one, its bullets on page two under
    // the running header.
    col.gap(col.y - 99);
    col.line("DHL SUPPLY CHAIN, Coventry", { font: "bold" });
    const dhl = catherine.experience[3];
    col.line(dhl.title, { font: "bold", right: period(dhl), indent: 10 });
    col.bullets(dhl.achievements);
    col.gap(4);
    col.prose("Earlier Career: Graduate Trainee, Tesco (2003 – 2004)");
    col.heading("Board & Advisory Roles");
    for (const j of catherine.experience.slice(5)) col.line(`${j.title}, ${j.company}`, { right: period(j) });
    col.heading("Education");
    for (const s of catherine.education) col.line(`${s.degree}, ${s.school}`, { right: period(s) });
    col.heading("Certifications");
    col.line("Lean Six Sigma Black Belt — BSI, 2012");
  });

// moderncv-like academic CV: dates in a left column, "Title, Employer, City, Country." entries, publications,
// grants and teaching.
const elena = truth(
  {
    firstName: "Elena",
    lastName: "Marchetti",
    email: "elena.marchetti@example.ch",
    phone: "+41 44 632 11 22",
    location: "Zürich, Switzerland",
    socialLinks: { website: "https://elenamarchetti.org" },
  },
  {
    title: "Postdoctoral Researcher in Particle Physics",
    summary: "",
    skills: ["Python", "C++", "ROOT", "Machine Learning", "LaTeX"],
  },
  [
    job("Postdoctoral Researcher", "ETH Zürich", "Zürich, Switzerland", "2021", "", ["Lead the jet-tagging analysis group of six."]),
    job("Research Fellow", "CERN", "Geneva, Switzerland", "2019", "2021", ["Calibrated the CMS tracker alignment for Run 3."]),
  ],
  [
    school("PhD in Physics", "University of Bologna", "Bologna, Italy", "2015", "2019"),
    school("MSc in Physics", "University of Pisa", "Pisa, Italy", "2013", "2015"),
  ],
);
delete elena.professional.summary;
const elenaPdf = () =>
  pdfDocument(async (p) => {
    const DATE_X = 56;
    const col = columnWriter(p, { x: 150, width: 406 });
    col.line("Elena Marchetti", { size: 24, lead: 26 });
    col.line("Postdoctoral Researcher in Particle Physics", { size: 12, lead: 18 });
    col.line("Zürich, Switzerland · +41 44 632 11 22 · elena.marchetti@example.ch · elenamarchetti.org", { size: 9 });
    const dated = (dates, text, detail) => {
      p.text(DATE_X, col.y, dates, { size: 9.5 });
      col.prose(text);
      if (detail) col.prose(detail, { size: 9, indent: 8 });
      col.gap(4);
    };
    const years = (e) => `${e.startDate}–${e.endDate || "present"}`;
    col.heading("Academic Positions");
    for (const j of elena.experience) dated(years(j), `${j.title}, ${j.company}, ${j.location}.`, j.achievements[0]);
    col.heading("Education");
    const theses = ["Thesis: Searches for heavy resonances decaying to top quarks.", "Thesis: Track reconstruction in dense environments."];
    for (const [i, s] of elena.education.entries()) dated(years(s), `${s.degree}, ${s.school}, ${s.location}.`, theses[i]);
    col.heading("Publications");
    dated("2023", 'E. Marchetti et al., "Graph networks for jet tagging", Phys. Rev. D 107, 052004.');
    dated("2021", 'E. Marchetti, L. Conti, "Alignment of the CMS tracker in Run 3", JINST 16, P07021.');
    col.heading("Grants and Awards");
    dated("2022", "SNSF Ambizione Grant, CHF 850,000.");
    dated("2019", "Best PhD Thesis Award, Italian Physical Society.");
    col.heading("Teaching");
    dated("2022–2023", "Teaching assistant, Particle Physics I, ETH Zürich.");
    col.heading("Computer Skills");
    dated("Languages", "Python, C++, LaTeX");
    dated("Tools", "ROOT, Machine Learning");
  });

// Singapore: family name first in capitals, a personal-particulars block.
const tanWeiLing = truth(
  { firstName: "Wei Ling", lastName: "Tan", email: "weiling.tan@example.sg", phone: "+65 9123 4567", location: "Singapore" },
  {
    title: "Financial Analyst",
    summary: "Financial analyst with seven years in banking, building forecasts and dashboards that management actually uses.",
    skills: ["Financial Modelling", "Budgeting", "Power BI", "SQL", "Excel VBA"],
  },
  [
    job("Senior Financial Analyst", "DBS Bank", "Singapore", "2020-07", "", [
      "Own the quarterly forecast for the consumer banking group.",
      "Built Power BI dashboards for 30 branch managers.",
    ]),
    job("Financial Analyst", "Singtel", "Singapore", "2016-07", "2020-06", ["Modelled capital expenditure for the 5G roll-out."]),
  ],
  [school("Bachelor of Business Administration (Honours)", "National University of Singapore", "Singapore", "2012", "2016")],
  [cert("Chartered Financial Analyst (CFA) Level II", "CFA Institute", "2019")],
);
const tanPdf = () =>
  pdfDocument(async (p) => {
    const col = columnWriter(p, { x: 56, width: 500 });
    col.line("TAN WEI LING", { size: 20, font: "bold", lead: 22 });
    col.line("Financial Analyst", { size: 12, lead: 18 });
    col.heading("PERSONAL PARTICULARS");
    for (const [k, v] of [
      ["Name", "Tan Wei Ling"],
      ["Nationality", "Singaporean"],
      ["Date of Birth", "14 March 1993"],
      ["Contact", "+65 9123 4567"],
      ["Email", "weiling.tan@example.sg"],
      ["Address", "Blk 123 Ang Mo Kio Avenue 3, #08-456, Singapore 560123"],
    ]) {
      p.text(56, col.y, k);
      p.text(170, col.y, `: ${v}`);
      col.gap(14);
    }
    col.heading("PROFILE");
    col.prose(tanWeiLing.professional.summary);
    col.heading("WORK EXPERIENCE");
    for (const j of tanWeiLing.experience) drawJob(col, j, { companyLine: (x) => `${x.company}, ${x.location}` });
    col.heading("EDUCATION");
    for (const s of tanWeiLing.education) drawSchool(col, s);
    col.heading("PROFESSIONAL QUALIFICATIONS");
    col.line("Chartered Financial Analyst (CFA) Level II, CFA Institute, 2019");
    col.heading("SKILLS");
    col.line(tanWeiLing.professional.skills.join(", "));
  });

// France: "75011 Paris" address, CERTIFICATES in capitals, MM/YYYY dates.
const claire = truth(
  {
    firstName: "Claire",
    lastName: "Dubois",
    email: "claire.dubois@example.fr",
    phone: "+33 6 12 34 56 78",
    location: "75011 Paris",
    socialLinks: { linkedin: "https://linkedin.com/in/clairedubois" },
  },
  {
    title: "Marketing Manager",
    summary: "Marketing manager with nine years in consumer brands, from launch plans to performance campaigns across Europe.",
    skills: ["Brand Strategy", "Google Ads", "SEO", "CRM", "Salesforce Marketing Cloud", "Market Research"],
  },
  [
    job("Marketing Manager", "L'Oréal", "Clichy", "2019-03", "", [
      "Launched two skincare lines in six European markets.",
      "Grew CRM revenue by 35% with lifecycle journeys.",
    ]),
    job("Digital Marketing Specialist", "Decathlon", "Lille", "2015-09", "2019-02", ["Ran paid search for France with a €4m budget."]),
  ],
  [
    school("Master in Management", "ESSEC Business School", "Cergy", "2013", "2015"),
    school("Licence in Economics", "Université Lille 1", "Lille", "2010", "2013"),
  ],
  [
    cert("Google Ads Search Certification", "Google", "2022"),
    cert("Salesforce Certified Marketing Cloud Email Specialist", "Salesforce", "2020"),
  ],
);
const clairePdf = () =>
  pdfDocument(async (p) => {
    const col = columnWriter(p, { x: 56, width: 500 });
    col.line("Claire Dubois", { size: 22, font: "bold", lead: 24 });
    col.line("Marketing Manager", { size: 12, lead: 16 });
    col.line("12 rue Oberkampf, 75011 Paris · +33 6 12 34 56 78 · claire.dubois@example.fr");
    col.line("linkedin.com/in/clairedubois");
    col.heading("PROFILE");
    col.prose(claire.professional.summary);
    col.heading("PROFESSIONAL EXPERIENCE");
    for (const j of claire.experience) drawJob(col, j, { style: "/", companyLine: (x) => `${x.company} — ${x.location}` });
    col.heading("EDUCATION");
    for (const s of claire.education) drawSchool(col, s);
    col.heading("CERTIFICATES");
    col.line("Google Ads Search Certification — Google (2022)");
    col.line("Salesforce Certified Marketing Cloud Email Specialist — Salesforce (2020)");
    col.heading("SKILLS");
    col.line(claire.professional.skills.join(" • "));
    col.heading("LANGUAGES");
    col.line("French (native), English (C1), Spanish (B2)");
  });

// Latin America: Buenos Aires, an Argentine phone, Spanish and English, "Mar 2020 – Present".
const valentina = truth(
  {
    firstName: "Valentina",
    lastName: "Ortiz",
    email: "valentina.ortiz@example.com.ar",
    phone: "+54 9 11 5555 1234",
    location: "Buenos Aires, Argentina",
    socialLinks: { linkedin: "https://linkedin.com/in/valentinaortiz" },
  },
  {
    title: "Industrial Engineer",
    summary: "Industrial engineer focused on warehouse operations and continuous improvement in e-commerce logistics.",
    skills: ["Lean Manufacturing", "Process Improvement", "SQL", "Tableau", "SAP"],
  },
  [
    job("Operations Improvement Lead", "Mercado Libre", "Buenos Aires", "2020-03", "", [
      "Redesigned picking routes in the main fulfilment centre; throughput rose 27%.",
      "Trained 40 supervisors in Kaizen methods.",
    ]),
    job("Process Engineer", "Arcor", "Córdoba", "2016-02", "2020-02", ["Reduced packaging waste by 12% on three production lines."]),
  ],
  [school("Ingeniería Industrial", "Instituto Tecnológico de Buenos Aires (ITBA)", "Buenos Aires", "2010", "2015")],
  [cert("Lean Six Sigma Green Belt", "ASQ", "2019")],
);
const valentinaPdf = () =>
  pdfDocument(async (p) => {
    const col = columnWriter(p, { x: 56, width: 500 });
    col.line("Valentina Ortiz", { size: 22, font: "bold", lead: 24 });
    col.line("Industrial Engineer", { size: 12, lead: 16 });
    col.line("Buenos Aires, Argentina | +54 9 11 5555 1234 | valentina.ortiz@example.com.ar | linkedin.com/in/valentinaortiz");
    col.heading("Summary");
    col.prose(valentina.professional.summary);
    col.heading("Experience");
    for (const j of valentina.experience) drawJob(col, j, { companyLine: (x) => `${x.company}, ${x.location}` });
    col.heading("Education");
    for (const s of valentina.education) drawSchool(col, s, { style: "Mon" });
    col.heading("Certifications");
    col.line("Lean Six Sigma Green Belt, ASQ, 2019");
    col.heading("Skills");
    col.line(valentina.professional.skills.join(", "));
    col.heading("Languages");
    col.line("Spanish (native), English (advanced), Portuguese (intermediate)");
  });

// "Title, Company — City" then the dates on the right; "03.2021 – present" dates.
const oskar = truth(
  {
    firstName: "Oskar",
    lastName: "Nowak",
    email: "oskar.nowak@example.pl",
    phone: "+48 601 234 567",
    location: "Kraków, Poland",
    socialLinks: { github: "https://github.com/oskarnowak" },
  },
  {
    title: "QA Automation Engineer",
    summary: "Test automation engineer who builds fast, trusted test suites for web and mobile apps.",
    skills: ["Selenium", "Playwright", "Java", "TypeScript", "Jenkins", "Appium"],
  },
  [
    job("Senior QA Automation Engineer", "Sabre", "Kraków", "2021-03", "", [
      "Cut the regression run from 6 hours to 40 minutes with parallel Playwright suites.",
    ]),
    job("QA Engineer", "Comarch", "Kraków", "2017-10", "2021-02", [
      "Automated 1,200 Selenium tests for the banking portal.",
      "Set up Appium tests for the Android app.",
    ]),
  ],
  [school("MSc in Computer Science", "AGH University of Science and Technology", "Kraków", "2015", "2017")],
  [cert("ISTQB Certified Tester Foundation Level", "ISTQB", "2018")],
);
const oskarPdf = () =>
  pdfDocument(async (p) => {
    const col = columnWriter(p, { x: 56, width: 500 });
    col.line("Oskar Nowak", { size: 22, font: "bold", lead: 24 });
    col.line("QA Automation Engineer · Kraków, Poland · +48 601 234 567 · oskar.nowak@example.pl · github.com/oskarnowak");
    col.heading("About Me");
    col.prose(oskar.professional.summary);
    col.heading("Experience");
    for (const j of oskar.experience) {
      col.line(`${j.title}, ${j.company} — ${j.location}`, { font: "bold", right: period(j, ".", { present: "present" }) });
      col.bullets(j.achievements);
      col.gap(6);
    }
    col.heading("Education");
    for (const s of oskar.education) col.line(`${s.degree}, ${s.school} — ${s.location}`, { right: period(s) });
    col.heading("Skills");
    col.line(oskar.professional.skills.join(", "));
    col.heading("Certificates");
    col.line("ISTQB Certified Tester Foundation Level (ISTQB), 2018");
  });

export const fixtures = [
  ["nadia-petrova.pdf", nadia, nadiaPdf],
  ["tobias-wagner.pdf", tobias, tobiasPdf],
  ["catherine-doyle.pdf", catherine, catherinePdf],
  ["elena-marchetti.pdf", elena, elenaPdf],
  ["tan-wei-ling.pdf", tanWeiLing, tanPdf],
  ["claire-dubois.pdf", claire, clairePdf],
  ["valentina-ortiz.pdf", valentina, valentinaPdf],
  ["oskar-nowak.pdf", oskar, oskarPdf],
];
