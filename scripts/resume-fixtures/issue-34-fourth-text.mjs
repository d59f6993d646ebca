// Issue 34's fourth batch, the text resumes: a Toronto finance executive's Markdown (roles grouped under
// "### Employer — City" with overall dates and "Role title (2019 – 2021)" lines, a board seat, an Earlier Career
// line), a Chicago nurse manager in plain text ("Jan 2019 to date", "2016–19", a company with a trailing
// description, "Key achievements:" labels) and a Hyderabad QA engineer in plain text with dates in a left column
// (Indian cities with state, a "Summer 2017" internship, a job with a short paragraph and no bullets).
// Truth first, then the text (see issue-34-fourth.mjs for the batch).
import { cert, job, school, textFile, truth } from "./issue-34-lib.mjs";

// Canada, finance executive, Markdown: roles grouped under one employer heading carrying the city and overall
// dates; each role "**Role** (2019 – 2021)" with a year only; a board seat (a job, no place); an Earlier Career
// line as a job with years only.
const grace = truth(
  {
    firstName: "Grace",
    lastName: "Adeyemi",
    email: "grace.adeyemi@example.ca",
    phone: "+1 416 555 0172",
    location: "Toronto, ON, Canada",
    socialLinks: { linkedin: "https://linkedin.com/in/graceadeyemi" },
  },
  {
    title: "Chief Financial Officer",
    summary:
      "CPA and finance executive with twenty years in insurance and banking, leading finance teams of up to 140 through two IPO-readiness programmes and an IFRS 17 adoption.",
    skills: ["IFRS 17", "Capital Management", "Investor Relations", "M&A", "Financial Planning & Analysis", "Treasury"],
  },
  [
    job("Chief Financial Officer", "Definity Financial", "Waterloo, ON", "2021", "", [
      "Led finance through the 2021 IPO on the TSX.",
      "Run a finance organisation of 140 people.",
    ]),
    job("Vice President, Finance", "Definity Financial", "Waterloo, ON", "2018", "2021", ["Led the IFRS 17 adoption programme."]),
    job("Director, Financial Planning & Analysis", "Sun Life", "Toronto, ON", "2013", "2018", [
      "Built the rolling forecast for the Canadian business.",
    ]),
    job("Board Member and Chair of the Audit Committee", "Toronto Public Library Foundation", "", "2020", ""),
    job("Senior Manager, Audit", "KPMG", "Toronto, ON", "2008", "2013"),
  ],
  [
    school("MBA", "Rotman School of Management, University of Toronto", "Toronto, ON", "2010", "2012"),
    school("Bachelor of Commerce", "McGill University", "Montréal, QC", "2001", "2005"),
  ],
  [
    // A designation is a certification from its body; Executive Education courses are from their provider.
    cert("Chartered Professional Accountant (CPA)", "CPA Ontario", "2008"),
    cert("Directors Education Program (ICD.D)", "Institute of Corporate Directors", "2020"),
  ],
);
const graceMd = textFile([
  "# Grace Adeyemi, CPA",
  "Chief Financial Officer  ",
  "Toronto, ON, Canada · +1 416 555 0172 · grace.adeyemi@example.ca · linkedin.com/in/graceadeyemi",
  "",
  "## Summary",
  grace.professional.summary,
  "",
  "## Experience",
  "",
  "### Definity Financial — Waterloo, ON (2018 – present)",
  "**Chief Financial Officer** (2021 – present)",
  ...grace.experience[0].achievements.map((a) => `- ${a}`),
  "",
  "**Vice President, Finance** (2018 – 2021)",
  ...grace.experience[1].achievements.map((a) => `- ${a}`),
  "",
  "### Sun Life — Toronto, ON (2013 – 2018)",
  "**Director, Financial Planning & Analysis** (2013 – 2018)",
  ...grace.experience[2].achievements.map((a) => `- ${a}`),
  "",
  "## Board Seats",
  "- Board Member and Chair of the Audit Committee, Toronto Public Library Foundation (2020 – present)",
  "",
  "## Earlier Career",
  "- Senior Manager, Audit — KPMG, Toronto, ON (2008 – 2013)",
  "",
  "## Education",
  "- **MBA**, Rotman School of Management, University of Toronto, Toronto, ON (2010 – 2012)",
  "- **Bachelor of Commerce**, McGill University, Montréal, QC (2001 – 2005)",
  "",
  "## Designations & Executive Education",
  "- Chartered Professional Accountant (CPA), CPA Ontario, 2008",
  "- Directors Education Program (ICD.D), Institute of Corporate Directors, 2020",
  "",
  "## Skills",
  grace.professional.skills.join(" · "),
]);

// US, nurse manager, plain text: "Jan 2019 to date" (current), "2016–19" (2016 to 2019), company lines with a
// trailing description in brackets (not part of the name), a "Key achievements:" label before the bullets.
const tanya = truth(
  { firstName: "Tanya", lastName: "Brooks", email: "tanya.brooks@example.com", phone: "(312) 555-0146", location: "Chicago, IL" },
  {
    title: "Nurse Manager, Cardiac ICU",
    summary: "Critical care nurse with fourteen years at the bedside and in leadership, managing a 32-bed cardiac ICU and its staff of 90.",
    skills: ["Critical Care", "Staff Scheduling", "Epic", "Quality Improvement", "Budget Management", "ECMO"],
  },
  [
    job("Nurse Manager, Cardiac ICU", "Rush University Medical Center", "Chicago, IL", "2019-01", "", [
      "Manage 90 nurses and techs in a 32-bed cardiac ICU.",
      "Cut central line infections to zero for 18 months running.",
    ]),
    job("Charge Nurse", "Advocate Christ Medical Center", "Oak Lawn, IL", "2016", "2019", ["Led shifts of 14 nurses in the CVICU."]),
    job("Staff Nurse, ICU", "Northwestern Memorial Hospital", "Chicago, IL", "2011-06", "2015-12", [
      "Cared for post-surgical cardiac patients.",
    ]),
  ],
  [
    school("Master of Science in Nursing (Leadership)", "Loyola University Chicago", "Chicago, IL", "2014", "2016"),
    school("Bachelor of Science in Nursing", "University of Illinois Chicago", "Chicago, IL", "2007", "2011"),
  ],
  [
    cert("Registered Professional Nurse", "Illinois Department of Financial and Professional Regulation", "2011"),
    cert("CCRN (Adult)", "American Association of Critical-Care Nurses", "2013", "2027-06"),
    cert("Nurse Executive, Board Certified (NE-BC)", "American Nurses Credentialing Center", "2021"),
  ],
);
const tanyaTxt = textFile([
  "TANYA BROOKS, MSN, RN, CCRN",
  "Nurse Manager, Cardiac ICU",
  "Chicago, IL | (312) 555-0146 | tanya.brooks@example.com",
  "",
  "PROFESSIONAL SUMMARY",
  tanya.professional.summary,
  "",
  "EXPERIENCE",
  "",
  "Nurse Manager, Cardiac ICU                                         Jan 2019 to date",
  "Rush University Medical Center (a 664-bed academic medical center), Chicago, IL",
  "Key achievements:",
  ...tanya.experience[0].achievements.map((a) => `  * ${a}`),
  "",
  "Charge Nurse                                                                 2016–19",
  "Advocate Christ Medical Center (a Level I trauma center), Oak Lawn, IL",
  "Key achievements:",
  ...tanya.experience[1].achievements.map((a) => `  * ${a}`),
  "",
  "Staff Nurse, ICU                                                Jun 2011 – Dec 2015",
  "Northwestern Memorial Hospital, Chicago, IL",
  ...tanya.experience[2].achievements.map((a) => `  * ${a}`),
  "",
  "EDUCATION",
  "Master of Science in Nursing (Leadership), Loyola University Chicago, Chicago, IL, 2014 – 2016",
  "Bachelor of Science in Nursing, University of Illinois Chicago, Chicago, IL, 2007 – 2011",
  "",
  "LICENSES & CERTIFICATIONS",
  "Registered Professional Nurse, Illinois Department of Financial and Professional Regulation, 2011",
  "CCRN (Adult), American Association of Critical-Care Nurses, 2013, renewal due Jun 2027",
  "Nurse Executive, Board Certified (NE-BC), American Nurses Credentialing Center, 2021",
  "",
  "SKILLS",
  tanya.professional.skills.join(", "),
  "",
  "REFERENCES",
  "Dr. Alan Price, CNO, Rush University Medical Center, (312) 555-0100, alan.price@example.org",
]);

// India, QA engineer, plain text with dates in a fixed-width left column and title, company and place on the
// right; Indian cities with state; a "Summer 2017" internship; a job written as a short paragraph (description,
// no bullets).
const arjun = truth(
  { firstName: "Arjun", lastName: "Mehta", email: "arjun.mehta@example.in", phone: "+91 99890 55512", location: "Hyderabad, Telangana" },
  {
    title: "Senior QA Automation Engineer",
    summary:
      "Test automation engineer with seven years on web and mobile banking apps, building Selenium and Appium suites that run on every merge.",
    skills: ["Selenium", "Appium", "Java", "TestNG", "Rest Assured", "Jenkins", "JMeter"],
  },
  [
    job("Senior QA Automation Engineer", "Deloitte USI", "Hyderabad, Telangana", "2022-02", "", [
      "Own the regression suite of a US bank's mobile app: 1,800 tests, 25 minutes a run.",
      "Brought flaky test rate below 1%.",
    ]),
    job(
      "QA Engineer",
      "Zoho Corporation",
      "Chennai, Tamil Nadu",
      "2018-07",
      "2022-01",
      [],
      "Tested Zoho Books across web, Android and iOS and wrote its first Appium suite, which grew to 900 tests.",
    ),
    job("QA Intern", "Thoughtworks", "Pune, Maharashtra", "2017", "2017", ["Automated smoke tests for an airline booking site."]),
  ],
  [school("B.E. Computer Engineering", "University of Mumbai", "Mumbai, Maharashtra", "2014", "2018")],
  [cert("ISTQB Certified Tester Advanced Level Test Automation Engineer", "ISTQB", "2023")],
);
const arjunTxt = textFile([
  "Arjun Mehta",
  "Senior QA Automation Engineer",
  "Hyderabad, Telangana | +91 99890 55512 | arjun.mehta@example.in",
  "",
  "SUMMARY",
  arjun.professional.summary,
  "",
  "EXPERIENCE",
  "",
  "02/2022 – Present     Senior QA Automation Engineer",
  "                      Deloitte USI, Hyderabad, Telangana",
  ...arjun.experience[0].achievements.map((a) => `                      - ${a}`),
  "",
  "07/2018 – 01/2022     QA Engineer",
  "                      Zoho Corporation, Chennai, Tamil Nadu",
  "                      Tested Zoho Books across web, Android and iOS and wrote its first",
  "                      Appium suite, which grew to 900 tests.",
  "",
  "Summer 2017           QA Intern",
  "                      Thoughtworks, Pune, Maharashtra",
  `                      - ${arjun.experience[2].achievements[0]}`,
  "",
  "EDUCATION",
  "",
  "2014 – 2018           B.E. Computer Engineering",
  "                      University of Mumbai, Mumbai, Maharashtra",
  "",
  "CERTIFICATION",
  "",
  "2023                  ISTQB Certified Tester Advanced Level Test Automation Engineer, ISTQB",
  "",
  "SKILLS",
  "",
  arjun.professional.skills.join(", "),
  "",
  "PERSONAL DETAILS",
  "Date of birth: 14/02/1996 | Nationality: Indian | Languages: English, Hindi, Gujarati",
]);

export const fixtures = [
  ["grace-adeyemi.txt", grace, graceMd],
  ["tanya-brooks.txt", tanya, tanyaTxt],
  ["arjun-mehta.txt", arjun, arjunTxt],
];
