// Occupations of operations and supply chain, logistics, engineering and the skilled trades (format: index.ts
// readCatalogue). Data only, written for Vitrine; the structure follows O*NET-SOC and ESCO (README.md).
export const OPERATIONS_OCCUPATIONS = `
family operations-supply-chain: Operations and Supply Chain
supply-chain-planner: Supply Chain Planner
  also: Demand Planner | Supply Planner | Inventory Planner | Materials Planner | Production Planner | Supply Chain Analyst | Inventory Analyst
  core: Demand Planning | Supply Planning | Inventory Management | Forecasting | Advanced Excel
  common: SAP | S&OP | ERP | MRP | Power BI | Safety Stock
  licences: APICS CPIM | APICS CSCP
  adjacent: supply-chain-manager | buyer | logistics-coordinator | operations-analyst
supply-chain-manager: Supply Chain Manager
  also: S&OP Manager | Head of Supply Chain | Supply Chain Director | Planning Manager | Demand Planning Manager | VP Supply Chain
  level: manager
  core: S&OP | Supply Chain Strategy | Inventory Management | Team Leadership | Supplier Management
  common: SAP | Lean | Cost Reduction | Forecasting | ERP
  licences: APICS CSCP
  adjacent: supply-chain-planner | operations-manager | procurement-manager | logistics-manager
buyer: Buyer
  also: Purchasing Agent | Purchaser | Procurement Specialist | Purchasing Specialist | Procurement Officer | Junior Buyer | Category Buyer
  level: entry
  core: Purchasing | Supplier Management | Negotiation | Purchase Orders
  common: SAP | ERP | Cost Analysis | Contract Management
  licences: CIPS
  adjacent: procurement-manager | supply-chain-planner
procurement-manager: Procurement Manager
  also: Purchasing Manager | Category Manager | Head of Procurement | Strategic Sourcing Manager | Sourcing Manager
  level: manager
  core: Strategic Sourcing | Supplier Management | Negotiation | Contract Management | Spend Analysis
  common: SAP Ariba | Category Management | Risk Management | Team Leadership
  licences: CIPS
  adjacent: buyer | supply-chain-manager
operations-manager: Operations Manager
  also: Head of Operations | Operations Director | Director of Operations | COO | Chief Operating Officer | General Manager (Operations) | Site Manager (Operations)
  level: manager
  core: Operations Management | Process Improvement | Team Leadership | KPI Management | Budget Management
  common: Lean | Six Sigma | Health and Safety | P&L Management | Change Management
  adjacent: supply-chain-manager | production-supervisor | store-manager | operations-analyst | warehouse-manager | general-manager
operations-analyst: Operations Analyst (Business)
  also: Business Operations Analyst | Process Improvement Analyst | Continuous Improvement Specialist | Lean Specialist | Operational Excellence Specialist
  core: Process Improvement | Lean | Six Sigma | Data Analysis | Process Mapping
  common: Excel | Power BI | Root Cause Analysis | Kaizen
  licences: Six Sigma Green Belt | Six Sigma Black Belt
  adjacent: operations-manager | supply-chain-planner
production-supervisor: Production Supervisor
  also: Production Manager | Manufacturing Supervisor | Shift Supervisor (Production) | Plant Manager | Manufacturing Manager | Line Leader
  level: manager
  core: Production Planning | Team Leadership | Health and Safety | Quality Control | Lean Manufacturing
  common: 5S | OEE | ERP | Root Cause Analysis
  adjacent: operations-manager | manufacturing-engineer | machine-operator
machine-operator: Machine Operator
  also: Production Operator | Production Worker | Assembler | Assembly Worker | Factory Worker | CNC Operator | Manufacturing Operative
  level: entry
  core: Machine Operation | Quality Checks | Health and Safety | Production Targets
  common: CNC | Forklift | 5S | Blueprint Reading
  adjacent: production-supervisor | cnc-machinist

family logistics: Logistics and Transport
logistics-coordinator: Logistics Coordinator
  also: Logistics Specialist | Shipping Coordinator | Transport Coordinator | Freight Coordinator | Import Export Coordinator | Freight Forwarder | Logistics Analyst
  core: Shipment Scheduling | Freight Management | Customs Documentation | Carrier Management
  common: TMS | SAP | Excel | Incoterms | Track and Trace
  adjacent: logistics-manager | supply-chain-planner | dispatcher | warehouse-supervisor
logistics-manager: Logistics Manager
  also: Transport Manager | Distribution Manager | Head of Logistics | Fleet Manager | Logistics Director
  level: manager
  core: Logistics Operations | Carrier Management | Transport Planning | Budget Management | Team Leadership
  common: TMS | WMS | KPI Management | Health and Safety | Last-Mile Delivery
  adjacent: logistics-coordinator | supply-chain-manager | warehouse-manager
warehouse-manager: Warehouse Manager
  also: Distribution Centre Manager | DC Manager | Fulfilment Centre Manager | Warehouse Operations Manager
  level: manager
  core: Warehouse Operations | WMS | Inventory Control | Team Leadership | Health and Safety
  common: Lean | KPI Management | Labour Planning
  adjacent: warehouse-supervisor | logistics-manager | operations-manager
warehouse-supervisor: Warehouse Supervisor
  also: Warehouse Team Leader | Shift Supervisor (Warehouse) | Inventory Supervisor | Warehouse Lead
  core: Warehouse Operations | Team Leadership | Inventory Control | Health and Safety
  common: WMS | Forklift | Picking and Packing
  adjacent: warehouse-manager | warehouse-operative | logistics-coordinator
warehouse-operative: Warehouse Operative
  also: Warehouse Associate | Warehouse Worker | Picker Packer | Order Picker | Forklift Driver | Forklift Operator | Stock Controller | Material Handler
  level: entry
  core: Picking and Packing | Forklift | Stock Control | Health and Safety
  common: RF Scanning | Loading and Unloading | WMS
  licences: Forklift licence
  adjacent: warehouse-supervisor | delivery-driver
delivery-driver: Delivery Driver
  also: Van Driver | Courier | HGV Driver | Truck Driver | Lorry Driver | CDL Driver | Long-Haul Driver | Class A Driver
  level: entry
  core: Safe Driving | Route Planning | Delivery Operations | Vehicle Checks
  common: Customer Service | Loading and Unloading | Tachograph Rules
  licences: Commercial driver's licence | CDL | HGV licence
  adjacent: warehouse-operative | dispatcher
dispatcher: Dispatcher
  also: Transport Planner | Fleet Dispatcher | Load Planner | Route Planner | Traffic Planner
  core: Route Planning | Dispatching | Fleet Management | Scheduling
  common: TMS | Telematics | Customer Service
  adjacent: logistics-coordinator | delivery-driver
airline-pilot: Airline Pilot
  also: Pilot | First Officer | Captain (Airline) | Commercial Pilot | Co-Pilot
  level: senior
  core: Flight Operations | Navigation | Crew Resource Management | Aviation Safety
  common: Flight Planning | Instrument Flying
  licences: ATPL | Commercial pilot licence | Type rating
  adjacent: flight-attendant
flight-attendant: Flight Attendant
  also: Cabin Crew | Air Steward | Air Stewardess | Cabin Crew Member
  level: entry
  core: Passenger Safety | Customer Service | Emergency Procedures | First Aid
  common: Languages | Cash Handling
  adjacent: airline-pilot | hotel-manager

family engineering: Engineering
mechanical-engineer: Mechanical Engineer
  also: Design Engineer (Mechanical) | Mechanical Design Engineer | Product Engineer | R&D Engineer
  core: Mechanical Design | CAD | SolidWorks | FEA | GD&T
  common: AutoCAD | Thermodynamics | Prototyping | DFMEA | MATLAB
  licences: PE licence | Chartered Engineer
  adjacent: manufacturing-engineer | industrial-designer | quality-engineer | hvac-engineer | electrical-engineer | aerospace-engineer
electrical-engineer: Electrical Engineer
  also: Electronics Engineer | Power Engineer | Hardware Engineer | Electronic Engineer | Controls Engineer | Automation Engineer
  core: Circuit Design | Power Systems | PCB Design | Electrical Design
  common: PLC | MATLAB | AutoCAD Electrical | Altium | Simulink
  licences: PE licence | Chartered Engineer
  adjacent: mechanical-engineer | embedded-software-engineer | electrician
civil-engineer: Civil Engineer
  also: Structural Engineer | Site Engineer | Highways Engineer | Geotechnical Engineer | Water Engineer
  core: Structural Analysis | AutoCAD | Civil 3D | Site Supervision | Building Codes
  common: Revit | Project Management | Surveying | Eurocodes
  licences: PE licence | Chartered Engineer | EIT
  adjacent: construction-manager | architect | quantity-surveyor
chemical-engineer: Chemical Engineer
  also: Process Engineer | Process Development Engineer | Chemical Process Engineer
  core: Process Design | Mass Balance | Process Safety | Process Simulation
  common: Aspen HYSYS | HAZOP | Six Sigma | P&ID
  licences: PE licence | Chartered Engineer
  adjacent: manufacturing-engineer | chemist
manufacturing-engineer: Manufacturing Engineer
  also: Production Engineer | Industrial Engineer | Continuous Improvement Engineer | Lean Engineer
  core: Process Improvement | Lean Manufacturing | Root Cause Analysis | PFMEA | Production Line Design
  common: CAD | Six Sigma | Automation | Time Studies
  adjacent: mechanical-engineer | production-supervisor | quality-engineer | chemical-engineer
quality-engineer: Quality Engineer
  also: Quality Assurance Engineer (Manufacturing) | Supplier Quality Engineer | Quality Manager | Quality Assurance Manager
  core: Quality Management Systems | ISO 9001 | Root Cause Analysis | CAPA | Statistical Process Control
  common: Six Sigma | Audits | PPAP | FMEA
  licences: ASQ CQE
  adjacent: manufacturing-engineer | mechanical-engineer | quality-control-analyst
hvac-engineer: HVAC Engineer
  also: Building Services Engineer | MEP Engineer | Mechanical Services Engineer | HVAC Design Engineer
  core: HVAC | Building Services Design | Load Calculations | Energy Efficiency
  common: Revit MEP | AutoCAD | Building Codes
  licences: PE licence
  adjacent: mechanical-engineer | hvac-technician
aerospace-engineer: Aerospace Engineer
  also: Aeronautical Engineer | Avionics Engineer | Flight Test Engineer | Propulsion Engineer
  core: Aerodynamics | Structural Analysis | Systems Engineering | CATIA
  common: MATLAB | FEA | DO-178C | CFD
  licences: Chartered Engineer
  adjacent: mechanical-engineer
architect: Architect
  also: Project Architect | Design Architect | Architectural Designer | Architectural Technologist | Registered Architect
  core: Architectural Design | Revit | AutoCAD | Building Codes | Construction Documents
  common: SketchUp | Rhino | BIM | Planning Applications
  licences: Architect licence | ARB registration | RIBA
  adjacent: civil-engineer | interior-designer | urban-planner | construction-manager
quantity-surveyor: Quantity Surveyor
  also: Cost Estimator | Cost Consultant | Estimator | Commercial Manager (Construction)
  core: Cost Estimating | Cost Management | Contract Administration | Measurement
  common: NEC Contracts | Excel | Tendering
  licences: RICS
  adjacent: civil-engineer | construction-manager

family skilled-trades: Skilled Trades
electrician: Electrician
  also: Journeyman Electrician | Master Electrician | Electrical Technician | Maintenance Electrician | Apprentice Electrician | Industrial Electrician
  core: Electrical Installation | Wiring | Electrical Codes | Troubleshooting | Blueprint Reading
  common: Conduit Bending | PLC | Testing and Inspection | Health and Safety
  licences: Journeyman electrician licence | Master electrician licence | 18th Edition
  adjacent: electrical-engineer | maintenance-technician | hvac-technician
plumber: Plumber
  also: Journeyman Plumber | Pipefitter | Plumbing and Heating Engineer | Gas Engineer | Steamfitter
  core: Pipe Installation | Plumbing Codes | Drainage | Troubleshooting
  common: Gas Safety | Heating Systems | Blueprint Reading | Soldering
  licences: Plumbing licence | Gas Safe registration
  adjacent: hvac-technician | maintenance-technician
hvac-technician: HVAC Technician
  also: HVAC Installer | Refrigeration Technician | HVAC Service Technician | Air Conditioning Engineer | HVAC-R Technician
  core: HVAC | Refrigeration | Troubleshooting | Preventive Maintenance
  common: EPA 608 | Electrical Controls | Ductwork | Customer Service
  licences: EPA 608 certification | F-Gas certificate
  adjacent: electrician | plumber | maintenance-technician | hvac-engineer
carpenter: Carpenter
  also: Joiner | Finish Carpenter | Framer | Cabinet Maker | Woodworker
  core: Carpentry | Framing | Blueprint Reading | Power Tools | Measuring
  common: Finishing | Cabinetry | Health and Safety
  adjacent: construction-worker
welder: Welder
  also: Welder Fabricator | Fabricator | MIG Welder | TIG Welder | Pipe Welder | Metal Fabricator
  core: MIG Welding | TIG Welding | Stick Welding | Blueprint Reading | Metal Fabrication
  common: Cutting | Grinding | Weld Inspection
  licences: AWS certified welder
  adjacent: cnc-machinist | construction-worker
cnc-machinist: CNC Machinist
  also: Machinist | CNC Programmer | Toolmaker | Tool and Die Maker | Lathe Operator
  core: CNC Machining | G-Code | Blueprint Reading | Precision Measurement
  common: CAM | Mastercam | Quality Checks | GD&T
  adjacent: machine-operator | welder | maintenance-technician
maintenance-technician: Maintenance Technician
  also: Maintenance Engineer | Maintenance Mechanic | Multi-Skilled Maintenance Technician | Building Maintenance Technician | Facilities Technician | Handyman
  core: Preventive Maintenance | Troubleshooting | Mechanical Repair | Electrical Repair
  common: PLC | Hydraulics | Pneumatics | CMMS | Health and Safety
  adjacent: electrician | plumber | hvac-technician | cnc-machinist | facilities-manager | automotive-technician
automotive-technician: Automotive Technician
  also: Mechanic | Auto Mechanic | Car Mechanic | Vehicle Technician | Diesel Mechanic | Diesel Technician | Motor Mechanic
  core: Vehicle Diagnostics | Engine Repair | Brake Systems | Preventive Maintenance
  common: Electrical Systems | Diagnostic Tools | Customer Service
  licences: ASE certification
  adjacent: maintenance-technician
construction-worker: Construction Worker
  also: Labourer | Laborer | General Labourer | Construction Labourer | Site Operative | Bricklayer | Roofer | Painter and Decorator | Plasterer
  level: entry
  core: Site Safety | Power Tools | Manual Handling | Building Materials
  common: Scaffolding | Concrete | Blueprint Reading
  licences: OSHA 10 | CSCS card
  adjacent: carpenter | welder | construction-manager
construction-manager: Construction Manager
  also: Site Manager | Project Manager (Construction) | Construction Project Manager | General Contractor | Site Supervisor | Construction Superintendent | Foreman
  level: manager
  core: Construction Management | Site Safety | Scheduling | Budget Management | Subcontractor Management
  common: Procore | Building Codes | Cost Control | Quality Control
  licences: SMSTS | OSHA 30 | CSCS card
  adjacent: civil-engineer | architect | quantity-surveyor | construction-worker | project-manager
`;
