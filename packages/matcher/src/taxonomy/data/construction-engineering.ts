import { group } from '../define';

export const construction = group(
  'Construction & Trades',
  `
Construction Management | Construction manager, Construction project management, Managing construction projects, Construction projects, Construction operations, Construction administration, Construction supervision, Site management, Site manager, General contracting, General contractor > Project Management 0.6
Site Supervision | Site supervisor, Construction superintendent, Superintendent, Jobsite supervision, Job site supervision, Field supervision, Foreman, Crew supervision, Supervising crews, Crew leader, Site foreman > Construction Management 0.6
Blueprint Reading | Blueprints, Reading blueprints, Read blueprints, Blueprint interpretation, Construction drawings, Construction documents, Shop drawings, Plans and specifications, Reading plans, Technical drawings, Schematics, Reading schematics, As-built drawings, As-builts
Building Codes | Building code, Building codes and regulations, Code compliance, International Building Code, IBC, Local codes, Zoning regulations, Zoning, Building permits, Permit applications, Permitting process, Building inspections, Code enforcement
Construction Safety | Site safety, Jobsite safety, Job site safety, Safety compliance, Construction site safety, Fall protection, Scaffolding safety, Confined space, Lockout/tagout, LOTO, Hazard communication, Toolbox talks, Safety meetings, PPE compliance, Personal protective equipment > Workplace Safety 0.8
OSHA | OSHA 10, OSHA 30, OSHA-10, OSHA-30, OSHA regulations, OSHA compliance, OSHA standards, OSHA certified > Workplace Safety 0.8
Workplace Safety | Health and safety, Health & safety, Safety programs, Safety procedures, Safety regulations, Safety standards, Safety training, Safety inspections, Safety audits, Accident prevention, Incident investigation, HSE, EHS, Environmental health and safety, Risk assessments safety, Safety management systems, Job hazard analysis, JHA, JSA
Scheduling Construction | Construction scheduling, Primavera, Primavera P6, P6, Critical path method, CPM scheduling, Look-ahead schedules > Project Management 0.5
Construction Estimating | Construction estimates, Bid preparation, Bidding, Bid management, Quantity surveying, Quantity surveyor, Material takeoffs, Estimating software, Cost estimating construction, Subcontractor bids, Bid packages > Cost Estimation 0.8
Subcontractor Management | Subcontractors, Managing subcontractors, Subcontractor coordination, Trade coordination, Coordinating trades, Vendor coordination construction
Construction Documentation | RFIs, RFI, Submittals, Change orders, Punch lists, Punch list, Closeout documents, Project closeout, Progress reports construction, Pay applications
Procore | Procore software, Buildertrend, PlanGrid, Bluebeam, Bluebeam Revu, Autodesk Build, Sage 300 CRE, Timberline > Construction Management 0.6
Carpentry | Carpenter, Framing, Rough carpentry, Finish carpentry, Finish work, Trim carpentry, Cabinetry, Cabinet installation, Woodworking, Wood framing, Formwork, Joinery, Millwork, Door installation, Window installation, Deck building, Stairs building
Masonry | Bricklaying, Brick laying, Bricklayer, Stonework, Stone masonry, Block laying, Concrete block, Tuckpointing, Stucco
Concrete Work | Concrete finishing, Concrete pouring, Concrete forms, Concrete work, Rebar, Reinforced concrete, Foundation work, Flatwork, Slab work, Concrete repair, Shotcrete
Electrical Work | Electrician, Electrical wiring, Wiring, Electrical installation, Electrical installations, Electrical systems, Electrical maintenance, Electrical repairs, Electrical troubleshooting, Conduit, Conduit bending, Panel installation, Circuit breakers, Switches and outlets, Lighting installation, Low voltage, High voltage, Journeyman electrician, Master electrician, Electrical code
National Electrical Code | NEC, NEC code, NFPA 70, NFPA 70E, Arc flash > Electrical Work 0.7
Plumbing | Plumber, Faucets, Faucet repair, Toilets, Unclog drains, Unclogging drains, Clogged drains, Pipefitting, Pipe fitting, Pipefitter, Pipe installation, Piping, Water heaters, Water heater installation, Drain cleaning, Backflow prevention, Fixtures installation, Sewer lines, Gas lines, Journeyman plumber, PEX, Copper piping, Soldering pipes
HVAC | HVAC/R, HVACR, A/C units, AC units, Window units, EPA certified, EPA Certified Universal, Heating and cooling, Heating, ventilation and air conditioning, Air conditioning, Refrigeration, HVAC systems, HVAC installation, HVAC maintenance, Furnaces, Boilers, Chillers, Heat pumps, Ductwork, EPA 608, EPA Universal, Refrigerant handling, AC repair
Welding | Welder, MIG welding, TIG welding, Stick welding, Arc welding, SMAW, GMAW, GTAW, FCAW, Flux core, Oxy-acetylene, Brazing, Soldering, Fabrication welding, Certified welder, AWS certified welder, Pipe welding, Structural welding
Metal Fabrication | Fabrication, Fabricator, Sheet metal, Sheet metal work, Metalworking, Metal work, Steel fabrication, Cutting and bending, Press brake, Plasma cutting, Ironwork, Ironworker, Structural steel
Painting and Finishing | House painter, Commercial painter, Painting contractor, House painting, Interior painting, Exterior painting, Drywall, Sheetrock, Drywall repair, Drywall installation, Drywall finishing, Taping and mudding, Plastering, Wallpapering, Spray painting, Surface preparation, Caulking, Coatings application
Roofing | Roofer, Roof installation, Roof repair, Shingles, Shingle roofing, Metal roofing, Flat roofing, Gutters, Gutter installation, Waterproofing
Flooring | Flooring installation, Tile setting, Tile installation, Tiling, Tile and grout, Hardwood flooring, Laminate flooring, Carpet installation, Vinyl flooring, Floor finishing
Heavy Equipment Operation | Heavy equipment, Heavy machinery, Equipment operator, Excavator, Excavators, Backhoe, Bulldozer, Front-end loader, Wheel loader, Skid steer, Bobcat, Crane operation, Crane operator, Forklift, Forklift operation, Forklift certified, Forklift certification, Reach truck, Pallet jack, Scissor lift, Boom lift, Aerial lift, Telehandler, Motor grader, Compactor
Excavation | Earthwork, Earthmoving, Trenching, Grading and excavation, Site preparation, Site work, Sitework, Land clearing, Demolition, Backfilling
Surveying | Land surveying, Surveyor, Site surveying, Construction surveying, Total station, Topographic surveys, Boundary surveys, Layout and staking, Construction layout
Appliance Repair | Appliance repairs, Appliance installation, Refrigerator repair, Washer and dryer repair, Stoves and refrigerators
Building Maintenance | Facilities maintenance, General repairs, Apartment maintenance, Facility maintenance, Maintenance technician, Maintenance worker, Building engineer, Handyman, General maintenance, Preventive maintenance, Preventative maintenance, Repairs and maintenance, Building repairs, Janitorial, Custodial, Groundskeeping, Maintenance requests
Facilities Management | Facility management, Facilities manager, Facility manager, Property maintenance, Building operations, Space planning, Office relocations, Move management, CMMS, Computerized maintenance management
Renovation | Remodeling, Remodelling, Renovations, Home renovation, Home improvement, Building restoration, Tenant improvements, Fit-out, Fit out, Interior fit-out, Retrofit projects, Rehabilitation of buildings
Residential Construction | Home building, Homebuilding, Custom homes, Single-family homes, Residential projects, New home construction, Residential building
Commercial Construction | Commercial projects, Commercial building, Tenant buildouts, Ground-up construction, Industrial construction, Institutional construction
Civil Construction | Infrastructure projects, Road construction, Highway construction, Bridge construction, Paving, Asphalt, Asphalt paving, Utilities installation, Underground utilities, Pipeline construction, Water and sewer, Storm drainage
Construction Inspection | Construction quality, Construction inspections, Site inspections, Inspecting work, Materials testing, Compaction testing, Special inspections, Code inspections, Building inspector, Construction inspector, Home inspection, Home inspector
Green Building | LEED, LEED AP, LEED Green Associate, Sustainable construction, Sustainable building, Energy efficiency, Energy-efficient buildings, Green construction, Passive house, WELL Building
Hand Tools | Power tools, Hand and power tools, Measuring tools, Levels and lasers, Nail guns, Table saw, Miter saw, Circular saw
Insulation | Insulation installation, Spray foam, Spray foam insulation, Fiberglass insulation, Air sealing, Weatherization
Glass Installation | Glazier, Curtain wall, Storefront glazing, Window glazing
Landscaping | Landscaper, Landscape maintenance, Lawn care, Lawn maintenance, Mowing, Irrigation systems, Irrigation installation, Sprinkler systems, Hardscaping, Hardscape, Tree trimming, Arborist, Tree care, Snow removal
Elevator Installation | Elevator mechanic, Elevators, Escalators, Elevator maintenance
Fire Protection | Fire sprinklers, Fire sprinkler systems, Fire alarm systems, Fire alarms, Fire suppression, Fire safety, Fire prevention, Fire extinguishers, NFPA, Fire code, Fire inspections, Fire protection systems
Security Systems Installation | Alarm installation, Security system installation, CCTV installation, CCTV, Access control systems, Surveillance systems, Video surveillance, Camera installation
Solar Installation | Solar panels, Solar PV, Photovoltaic, PV installation, Solar energy, Solar installer, Renewable energy installation, NABCEP
Pest Control | Pest management, Exterminator, Termite control, Integrated pest management, IPM, Pesticide application, Pesticide applicator
Cleaning Services | Cleaning, Commercial cleaning, Residential cleaning, Deep cleaning, Janitorial services, Floor care, Floor stripping, Floor waxing, Carpet cleaning, Pressure washing, Pressure washed, Power washing, Window cleaning, Sanitizing, Disinfecting, Custodian
Moving and Labor | Loading and unloading, Heavy lifting, Manual labor, General labor, Laborer, Material handling, Moving furniture, Movers, Rigging, Rigger
Property Management | Property manager, Residential property management, Commercial property management, Tenant relations, Tenant screening, Rent collection, Lease administration, Lease renewals, Apartment management, HOA management, Community association management, Evictions, Move-ins, Move-outs, Unit turnovers, Make-ready
Real Estate Development | Land development, Land acquisition, Site selection, Feasibility studies, Entitlements, Development projects, Pre-construction, Preconstruction, Design-build, Value engineering
Architectural Design | Licensed architect, Project architect, Building architecture, Architectural drawings, Schematic design, Design development, Building design, Architectural plans, Licensed architect, Urban planning, Urban design, Master planning, Site planning, Landscape architecture
Interior Design | Interior designer, Interior decorating, Interior decoration, Space design, Furniture selection, Finishes selection, FF&E, Material selection, Residential interior design, Commercial interior design, Kitchen design, Bath design, Home staging
`,
);

export const engineering = group(
  'Engineering',
  `
Mechanical Engineering | Mechanical engineer, Mechanical design, Mechanical systems, Machine design, Mechanical components, Mechanical drawings, Mechanical engineering design, Product design engineering
Electrical Engineering | Electrical engineer, Electrical design, Circuit design, Power distribution, Power electronics, Electrical schematics, Control systems, Controls engineering, Motor controls, Electrical drawings, Power engineering
Civil Engineering | Civil engineer, Structural engineering, Structural engineer, Structural analysis, Structural design, Geotechnical engineering, Transportation engineering, Hydrology, Stormwater management, Water resources engineering, Site design, Traffic engineering, Road design
Chemical Engineering | Chemical engineer, Process engineering, Process engineer, Process design, Chemical processes, Unit operations, Mass transfer, Heat transfer, Reaction engineering, Process simulation, Aspen Plus, HYSYS, Aspen HYSYS
Industrial Engineering | Industrial engineer, Manufacturing engineering, Manufacturing engineer, Process improvement engineering, Time and motion studies, Time studies, Work measurement, Plant layout, Facility layout, Line balancing, Ergonomics, Capacity planning
Aerospace Engineering | Aerospace engineer, Aeronautical engineering, Aerodynamics, Propulsion, Flight mechanics, Aircraft design, Astronautics, Avionics engineering
Biomedical Engineering | Biomedical engineer, Bioengineering, Medical device design, Medical device development, Biomechanical engineering, Tissue engineering, Biomaterials
Environmental Engineering | Environmental engineer, Environmental compliance, Environmental regulations, Environmental permitting, Environmental impact assessment, Environmental monitoring, Wastewater treatment, Water treatment, Air quality, Remediation, Environmental science, Waste management, Recycling programs, EPA regulations
Petroleum Engineering | Oil and gas, Oil & gas, Drilling operations, Reservoir engineering, Well completion, Production engineering, Refinery, Petroleum refining, Petrochemical, Offshore operations, Pipeline engineering
Sustainability | Environmental sustainability, Sustainable practices, ESG, Corporate sustainability, Sustainability reporting, Carbon footprint, Net zero
Mining Engineering | Mining, Mine planning, Mineral processing, Geology, Geologist, Geological surveys, Geophysics, Exploration geology
Materials Engineering | Materials science, Metallurgy, Metallurgical engineering, Material selection engineering, Polymers, Composites, Corrosion, Failure analysis, Material testing, Heat treatment
AutoCAD | Auto CAD, AutoCAD 2D, AutoCAD 3D, AutoCAD Civil 3D, Civil 3D, AutoCAD Electrical, AutoCAD MEP, AutoCAD LT > Computer-Aided Design 0.9; Drafting 0.7
Computer-Aided Design | CAD, CAD design, CAD drawings, CAD software, CAD modeling, CAD/CAM, 3D CAD, 2D CAD, Computer aided design, CAD drafting
SolidWorks | Solidworks, Solid Works, SOLIDWORKS > Computer-Aided Design 0.9; 3D Modeling 0.5
CATIA | Catia > Computer-Aided Design 0.9
Autodesk Inventor | ~Inventor > Computer-Aided Design 0.9 @cad
Creo | PTC Creo, Pro/ENGINEER, Pro/E, Pro Engineer > Computer-Aided Design 0.9
Siemens NX | Unigraphics, NX CAD, Solid Edge > Computer-Aided Design 0.9
Fusion 360 | Autodesk Fusion 360, Onshape, Rhinoceros 3D, Rhino 3D, SketchUp, Sketchup > Computer-Aided Design 0.8
Revit | Autodesk Revit, Revit Architecture, Revit MEP, Revit Structure > Building Information Modeling 0.9
Building Information Modeling | BIM, BIM modeling, BIM coordination, Navisworks, Tekla, Tekla Structures, ArchiCAD, Clash detection > Computer-Aided Design 0.6
MicroStation | Bentley MicroStation, OpenRoads, InRoads > Computer-Aided Design 0.8
Drafting | Draftsman, Drafter, Technical drafting, Mechanical drafting, Architectural drafting, Engineering drawings, Drawing preparation, Drafting standards
GD&T | Geometric dimensioning and tolerancing, Geometric Dimensioning & Tolerancing, Tolerance analysis, Tolerance stack-up, Tolerancing, Dimensioning > Drafting 0.6
Finite Element Analysis | FEA, FEM, Finite element method, ANSYS, Abaqus, Nastran, COMSOL, Stress analysis, Structural simulation, Thermal analysis, Vibration analysis, Fatigue analysis
Computational Fluid Dynamics | CFD, Fluid dynamics, Fluid mechanics, ANSYS Fluent, OpenFOAM, STAR-CCM+, Thermodynamics, Thermal management
Engineering Design | Design engineering, Design engineer, Product design, Design calculations, Engineering calculations, Design reviews, Design verification, Design validation, Conceptual design, Detailed design, Design for manufacturing, DFM, DFMEA, Design for assembly, DFA
Prototyping | Prototypes, Prototype development, Rapid prototyping, 3D printing, Additive manufacturing, Proof of concept, Prototype testing, Breadboarding
Manufacturing | Manufacturing processes, Manufacturing operations, Production processes, Production lines, Assembly line, Shop floor, Plant operations, Factory operations, Mass production, Production planning, Manufacturing environment
Lean Manufacturing | Lean principles, Lean methodology, Lean production, 5S, Kaizen, Kaizen events, Value stream mapping, VSM, Just-in-time, JIT, Poka-yoke, Standard work, TPM, Total productive maintenance, Toyota Production System, Lean management
Six Sigma | Lean Six Sigma, Six Sigma Green Belt, Six Sigma Black Belt, Six Sigma Yellow Belt, Lean Six Sigma Green Belt, DMAIC, Statistical process control, SPC, Process capability, Cpk, Design of experiments, Minitab > Quality Management 0.6
Quality Management | Quality assurance, Quality control, QA/QC processes, Quality systems, Quality management systems, QMS, Total quality management, TQM, Quality standards, Quality audits, Quality inspections, Quality improvement, Corrective and preventive action, CAPA, Nonconformance, Non-conformance reports, NCR, Quality engineer, Quality engineering, Supplier quality, Incoming inspection, First article inspection, PPAP, APQP, Control plans, 8D
ISO Standards | ISO 9001, ISO 9001:2015, ISO 14001, ISO 45001, ISO 13485, IATF 16949, AS9100, ISO certification, ISO standards, ISO audits > Quality Management 0.7
Root Cause Analysis | RCA, Root-cause analysis, Root cause, 5 Whys, Five Whys, Fishbone diagrams, Ishikawa, FMEA, Failure mode and effects analysis, PFMEA, Fault tree analysis, Problem-solving methodologies
Process Improvement | Process optimization, Process improvements, Process re-engineering, Process redesign, Process efficiency, Operational efficiency, Efficiency improvements, Streamlining processes, Process streamlining, Workflow optimization, Process enhancement, Continuous improvement, Continuous process improvement
Maintenance Engineering | Reliability engineering, Maintenance planning, Predictive maintenance, Condition monitoring, Reliability-centered maintenance, RCM maintenance, Equipment reliability, Asset management engineering, Maintenance management, Equipment maintenance, Machine maintenance, Plant maintenance
Instrumentation | Instrumentation and control, I&C, Calibration, Instrument calibration, Sensors, Transducers, Measurement systems, Metrology, Test equipment, Oscilloscopes, Multimeters, Data acquisition, DAQ
PLC Programming | PLC, PLCs, Programmable logic controllers, Allen-Bradley, Allen Bradley, Siemens PLC, Siemens S7, TIA Portal, RSLogix, Studio 5000, Ladder logic, HMI, HMI programming, SCADA, DCS, Distributed control systems, Industrial automation, Automation systems > Electrical Engineering 0.5
Robotics Engineering | Industrial robots, Robot programming, FANUC, ABB robots, KUKA, Robotic automation, Automated systems, Mechatronics
Machining | Machinist, CNC, CNC machining, CNC programming, CNC machines, CNC operator, Lathe, Lathes, Milling machines, CNC milling, CNC turning, Manual machining, G-code, Mastercam, CAM programming, Tool and die, Toolmaker, Precision machining, Grinding machines
Hydraulics and Pneumatics | Hydraulic systems, Hydraulics, Pneumatic systems, Pneumatics, Fluid power, Hydraulic repair, Pneumatic controls
Electronics | Electronic circuits, Electronics repair, Electronics assembly, Electronic components, Electronic troubleshooting, PCB design, PCB, Printed circuit boards, Circuit boards, Schematic capture, Altium, Altium Designer, Eagle PCB, KiCad, OrCAD, Soldering electronics, Through-hole, SMT, Surface mount, Analog circuits, Digital circuits, Microelectronics, Semiconductors, Semiconductor, RF design, Signal processing, DSP, Digital signal processing
Embedded Hardware | Hardware design, Hardware engineering, Hardware development, Board bring-up, Hardware testing, Hardware validation, Hardware debugging
Test Engineering | Test engineer, Product testing, Validation testing, Verification and validation, V&V, Test fixtures, Test procedures, Environmental testing, Reliability testing, Qualification testing, Test rigs
Technical Drawings Review | Drawing review, Design documentation, Engineering documentation, Engineering change orders, ECN, Engineering change management, Bill of materials, =BOM, BOMs
Energy Systems | Power generation, Renewable energy, Wind energy, Wind turbines, Solar power, Energy management, Energy audits, Energy storage, Battery systems, Smart grid, Electric utilities, Power plants, Nuclear power, Transmission and distribution
Engineering Project Management | Engineering projects, Engineering management, Engineering manager, Technical project management, Project engineering, Project engineer > Project Management 0.6
Professional Engineer | P.E., PE license, Licensed professional engineer, Professional engineering license, EIT, Engineer in training, FE exam, Fundamentals of Engineering, Chartered engineer > Engineering Design 0.5
Physics | Physicist, Applied physics, Optics, Photonics, Lasers, Laser systems, Acoustics, Electromagnetics, Thermal physics, Nuclear physics, Quantum physics
Chemistry | Chemist, Analytical chemistry, Organic chemistry, Inorganic chemistry, Chemical analysis, Biochemistry, Physical chemistry, Polymer chemistry, Wet chemistry, Spectroscopy, Mass spectrometry, NMR, Gas chromatography, GC-MS, FTIR
Biology | Biologist, Molecular biology, Microbiology, Cell biology, Genetics, Genomics, Biotechnology, Biotech, Immunology, Ecology, Zoology, Botany, Marine biology, Bioinformatics, DNA sequencing, CRISPR, Molecular cloning, Flow cytometry
Technical Support Engineering | Field service engineering, Field service, Field engineer, Field technician, Service technician, Service engineer, Installation and commissioning, Commissioning, Equipment installation, Equipment commissioning, Site acceptance testing, Factory acceptance testing
Mathematical Modeling | Mathematical modelling, Computer simulation, Modeling and simulation, Modelling and simulation, Numerical methods, Numerical analysis, Computational modeling, Engineering analysis, Dynamic modeling
`,
);
