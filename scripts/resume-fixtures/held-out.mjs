// Held-out fixtures: written after the parser was tuned on the first six, to measure it honestly.
import { docx, para } from "./docx.mjs";
import { pdf } from "./pdf.mjs";

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

/** Each fixture's file name and what writes it (text, or a function answering the bytes). */
export const fixtures = [
  ["robert-kim.txt", () => robertKim],
  ["ingrid-larsen.pdf", ingridLarsen],
  ["diego-ramirez.docx", diegoRamirez],
];
