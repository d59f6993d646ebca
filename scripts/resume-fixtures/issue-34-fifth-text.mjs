// Issue 34's fifth batch, the text resumes: a US federal resume in plain text (long job blocks with "Hours per
// week", supervisor, salary and series/grade lines), a military-to-civilian resume in Markdown (ranks, units,
// "Honours & Awards") and a career changer's plain text split into "Relevant Experience" and "Other Experience".
// Truth first, then the text (see issue-34-fifth.mjs for the batch).
import { cert, job, period, school, textFile, truth } from "./issue-34-lib.mjs";

// USA, federal resume: each job a long block with dates as MM/YYYY, hours, salary, series and grade, supervisor
// ("may contact"); the title is the position title without the series/grade line. A day-month-year certificate
// date keeps only the month.
const gregory = truth(
  {
    firstName: "Gregory",
    lastName: "Tanaka",
    email: "gregory.tanaka@example.com",
    phone: "(703) 555-0127",
    location: "Arlington, VA",
  },
  {
    title: "Supervisory Program Analyst",
    summary:
      "Program analyst with fifteen years in federal acquisition and budget formulation, leading teams that prepare budget justifications, track obligations and brief senior executives.",
    skills: ["Budget Formulation", "PPBE", "Acquisition Planning", "Performance Measurement", "Excel", "Power BI"],
  },
  [
    job(
      "Supervisory Program Analyst",
      "U.S. Department of Homeland Security, Cybersecurity and Infrastructure Security Agency",
      "Arlington, VA",
      "2020-06",
      "",
      [
        "Supervise six analysts preparing the $420M annual budget justification for the Infrastructure Security Division.",
        "Built the obligation tracking dashboard now used by three divisions.",
      ],
    ),
    job("Program Analyst", "U.S. Department of Transportation, Federal Aviation Administration", "Washington, DC", "2014-09", "2020-06", [
      "Prepared quarterly performance reports on 14 acquisition programs for the Joint Resources Council.",
    ]),
    job("Budget Analyst", "U.S. Army Corps of Engineers, Baltimore District", "Baltimore, MD", "2010-03", "2014-09", [
      "Executed a $95M annual civil works budget.",
    ]),
  ],
  [
    school("Master of Public Administration", "George Mason University", "Fairfax, VA", "2007", "2009"),
    school("Bachelor of Arts, Economics", "University of Virginia", "Charlottesville, VA", "2003", "2007"),
  ],
  [
    cert(
      "Federal Acquisition Certification in Contracting Officer's Representative (FAC-COR) Level II",
      "Federal Acquisition Institute",
      "2021-04",
    ),
    cert("Project Management Professional (PMP)", "Project Management Institute", "2016-08"),
  ],
);
const federal = [
  ["Supervisory Program Analyst", "0343", "14", "$163,964 per year", "Maria Delgado, (703) 555-0190; may contact"],
  ["Program Analyst", "0343", "13", "$128,183 per year", "James Whitcomb, (202) 555-0144; may contact"],
  ["Budget Analyst", "0560", "11", "$79,468 per year", "Linda Pruitt, (410) 555-0161; contact me first"],
];
const gregoryText = textFile([
  "GREGORY TANAKA",
  "Arlington, VA 22201",
  "Phone: (703) 555-0127",
  "Email: gregory.tanaka@example.com",
  "Citizenship: United States",
  "Veterans' Preference: None",
  "Security Clearance: Secret",
  "",
  "PROFESSIONAL SUMMARY",
  gregory.professional.summary,
  "",
  "WORK EXPERIENCE",
  "",
  // Each job block flattened here: textFile flattens one level only.
  gregory.experience.flatMap((j, i) => {
    const [title, series, grade, salary, supervisor] = federal[i];
    return [
      j.company,
      `${j.location}, United States`,
      `${period(j, "/", { present: "Present" })}`,
      `Hours per week: 40`,
      title,
      `Series: ${series}  Pay Grade: GS-${grade}`,
      `Salary: ${salary}`,
      `Supervisor: ${supervisor}`,
      "Duties, Accomplishments and Related Skills:",
      j.achievements.map((a) => `- ${a}`),
      "",
    ].flat();
  }),
  "EDUCATION",
  "George Mason University, Fairfax, VA",
  "Master of Public Administration, 05/2009 (2007 – 2009)",
  "Credits earned: 39 Semester hours",
  "",
  "University of Virginia, Charlottesville, VA",
  "Bachelor of Arts, Economics, 05/2007 (2003 – 2007)",
  "",
  "CERTIFICATIONS",
  "Federal Acquisition Certification in Contracting Officer's Representative (FAC-COR) Level II",
  "Federal Acquisition Institute, issued 12 April 2021",
  "Project Management Professional (PMP)",
  "Project Management Institute, issued 08/2016",
  "",
  "SKILLS",
  gregory.professional.skills.join("; "),
  "",
  "REFERENCES",
  "Maria Delgado, Division Director, CISA, (703) 555-0190, maria.delgado@example.gov",
]);

// USA, army veteran into operations, Markdown: the army as one employer with its roles (rank and unit on the role
// line: the title is the duty position), "Honours & Awards" (no field), a civilian job since, a credential line.
const darnell = truth(
  {
    firstName: "Darnell",
    lastName: "Fitzgerald",
    email: "darnell.fitzgerald@example.com",
    phone: "(931) 555-0175",
    location: "Clarksville, TN",
    socialLinks: { linkedin: "https://linkedin.com/in/darnellfitzgerald" },
  },
  {
    title: "Operations Manager",
    summary:
      "Operations leader and U.S. Army veteran with twelve years leading teams of up to 40 in logistics and training, now running a 300-person fulfilment shift.",
    skills: ["Operations Management", "Logistics", "Lean Six Sigma", "Team Leadership", "Safety Compliance", "SAP"],
  },
  [
    job("Operations Manager", "Amazon", "Clarksville, TN", "2023-08", "", [
      "Run the night shift of a 300-associate fulfilment center at 104% of planned throughput.",
      "Cut recordable safety incidents by 35% in the first year.",
    ]),
    job("Platoon Sergeant", "United States Army", "Fort Campbell, KY", "2019-06", "2023-07", [
      "Led a 38-soldier platoon and accounted for $12M of vehicles and equipment with zero losses.",
    ]),
    job("Squad Leader", "United States Army", "Fort Campbell, KY", "2015-03", "2019-05", [
      "Trained and led a nine-soldier infantry squad through two deployments.",
    ]),
    job("Team Leader", "United States Army", "Fort Bragg, NC", "2011-07", "2015-02", ["Led a four-soldier fire team."]),
  ],
  [school("Bachelor of Science, Business Administration", "University of Maryland Global Campus", "Adelphi, MD", "2017", "2022")],
  [
    cert("Lean Six Sigma Green Belt", "ASQ", "2023"),
    cert("Project Management Professional (PMP)", "Project Management Institute", "2024-02", "2027-02"),
  ],
);
const darnellText = textFile([
  "# Darnell Fitzgerald",
  "**Operations Manager** · Clarksville, TN · (931) 555-0175 · darnell.fitzgerald@example.com · https://linkedin.com/in/darnellfitzgerald",
  "",
  "## Summary",
  darnell.professional.summary,
  "",
  "## Experience",
  "",
  "### Amazon — Clarksville, TN",
  "**Operations Manager** | Aug 2023 – Present",
  darnell.experience[0].achievements.map((a) => `- ${a}`),
  "",
  "### United States Army",
  "**Platoon Sergeant** (Sergeant First Class, E-7) | Jun 2019 – Jul 2023",
  "*1st Battalion, 502nd Infantry Regiment, 101st Airborne Division — Fort Campbell, KY*",
  darnell.experience[1].achievements.map((a) => `- ${a}`),
  "",
  "**Squad Leader** (Staff Sergeant, E-6) | Mar 2015 – May 2019",
  "*1st Battalion, 502nd Infantry Regiment — Fort Campbell, KY*",
  darnell.experience[2].achievements.map((a) => `- ${a}`),
  "",
  "**Team Leader** (Sergeant, E-5) | Jul 2011 – Feb 2015",
  "*2nd Battalion, 504th Parachute Infantry Regiment, 82nd Airborne Division — Fort Bragg, NC*",
  darnell.experience[3].achievements.map((a) => `- ${a}`),
  "",
  "## Education",
  "**Bachelor of Science, Business Administration** — University of Maryland Global Campus, Adelphi, MD (2017 – 2022)",
  "",
  "## Certifications",
  "- Lean Six Sigma Green Belt — ASQ, 2023",
  "- Project Management Professional (PMP) — Project Management Institute, Feb 2024 (expires Feb 2027)",
  "",
  "## Honours & Awards",
  "- Bronze Star Medal (2013)",
  "- Meritorious Service Medal",
  "- Army Commendation Medal (3)",
  "",
  "## Skills",
  darnell.professional.skills.join(" · "),
]);

// UK, teacher into data analysis, plain text: "Relevant Experience" (a freelance role and a data lead role inside
// the school) and "Other Experience" (the teaching jobs), a bootcamp under Education (a course at a provider with
// a certificate: education, as the studied course it is), a Professional Development course (a certification).
const harriet = truth(
  {
    firstName: "Harriet",
    lastName: "Osei",
    email: "harriet.osei@example.co.uk",
    phone: "07700 900512",
    location: "Leeds, UK",
    socialLinks: { github: "https://github.com/harrietosei" },
  },
  {
    title: "Data Analyst",
    summary:
      "Former secondary maths teacher moving into data analysis: five years turning assessment data into decisions for school leaders, now building dashboards and SQL pipelines for small charities.",
    skills: ["SQL", "Python", "pandas", "Power BI", "Excel", "Statistics"],
  },
  [
    job("Freelance Data Analyst", "Self-employed", "Remote", "2025-01", "", [
      "Built a Power BI donor dashboard for a Leeds food bank charity.",
      "Cleaned and merged five years of volunteer records in Python.",
    ]),
    job("Assessment Data Lead", "Roundhay School", "Leeds", "2021-09", "2024-12", [
      "Designed the school's tracking spreadsheets used by 90 staff.",
    ]),
    job("Teacher of Mathematics", "Roundhay School", "Leeds", "2019-09", "2024-12", [
      "Taught GCSE and A-level maths; 82% of my GCSE groups achieved grade 5 or above.",
    ]),
    job("Teacher of Mathematics", "Bradford Academy", "Bradford", "2017-09", "2019-08", []),
  ],
  [
    school("Data Analytics Bootcamp", "Northcoders", "Manchester", "2024-09", "2024-12"),
    school("PGCE Secondary Mathematics", "University of Leeds", "Leeds", "2016", "2017"),
    school("BSc Mathematics", "University of Nottingham", "Nottingham", "2013", "2016"),
  ],
  [
    cert("Microsoft Certified: Power BI Data Analyst Associate", "Microsoft", "2025-03"),
    cert("Qualified Teacher Status (QTS)", "Department for Education", "2017"),
  ],
);
const harrietText = textFile([
  "Harriet Osei",
  "Data Analyst",
  "Leeds, UK | 07700 900512 | harriet.osei@example.co.uk | https://github.com/harrietosei",
  "",
  "PROFILE",
  harriet.professional.summary,
  "",
  "RELEVANT EXPERIENCE",
  "",
  "Freelance Data Analyst, Self-employed (Remote)          January 2025 - present",
  harriet.experience[0].achievements.map((a) => `* ${a}`),
  "",
  "Assessment Data Lead, Roundhay School, Leeds          September 2021 - December 2024",
  harriet.experience[1].achievements.map((a) => `* ${a}`),
  "",
  "OTHER EXPERIENCE",
  "",
  "Teacher of Mathematics, Roundhay School, Leeds          September 2019 - December 2024",
  harriet.experience[2].achievements.map((a) => `* ${a}`),
  "Teacher of Mathematics, Bradford Academy, Bradford          September 2017 - August 2019",
  "",
  "EDUCATION & TRAINING",
  "",
  "Data Analytics Bootcamp, Northcoders, Manchester          September 2024 - December 2024",
  "PGCE Secondary Mathematics, University of Leeds, Leeds          2016 - 2017",
  "BSc Mathematics, University of Nottingham, Nottingham          2013 - 2016",
  "",
  "CERTIFICATIONS",
  "",
  "Microsoft Certified: Power BI Data Analyst Associate, Microsoft, March 2025",
  "Qualified Teacher Status (QTS), Department for Education, 2017",
  "",
  "SKILLS",
  harriet.professional.skills.join(", "),
  "",
  "INTERESTS",
  "Fell running, chess, volunteering at Leeds Code Club",
]);

export const fixtures = [
  ["gregory-tanaka.txt", gregory, gregoryText],
  ["darnell-fitzgerald.txt", darnell, darnellText],
  ["harriet-osei.txt", harriet, harrietText],
];
