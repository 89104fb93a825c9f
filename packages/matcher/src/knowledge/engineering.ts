import type { Profession } from './types';

export const engineering = {
  category: 'Engineering',
  fields: ['engineering', 'manufacturing', 'construction', 'architecture'],
  families: [
    {
      id: 'engineering',
      label: 'engineering',
      related: ['construction', 'manufacturing', 'architecture', 'research', 'software'],
      titles: `engineer@3 engineering@3 mechanical_engineer@3 civil_engineer@3 electrical_engineer@3
        design_engineer@3 project_engineer@3 process_engineer@3 manufacturing_engineer@3
        industrial_engineer@3 structural_engineer@3 chemical_engineer@3 mechanical@3 civil@3:0.5
        electrical@3:0.5 structural@3 engineering_technician@2 drafter@2 draftsman@2 cad@2
        cad_designer@2 quality_engineer@3 systems_engineer@3 rf_engineer@3 product_engineer@3
        engineering_manager@4 chief_engineer@4 test_engineer@3 reliability_engineer@3`,
    },
    {
      id: 'manufacturing',
      label: 'manufacturing and production',
      related: ['trades', 'engineering', 'operations'],
      titles: `production_worker@1 assembler@1 machine_operator@2 operator@2:0.5 manufacturing@3
        production@3:0.5 plant@3:0.5 quality_control@3 quality_inspector@2 inspector@3:0.5
        production_supervisor@4 plant_manager@4 packer@1 fabrication@2 cnc@2 process_technician@2
        manufacturing_technician@2`,
    },
    {
      id: 'architecture',
      label: 'architecture',
      related: ['construction', 'engineering', 'interior-design'],
      titles: `architect@3 architectural@3 architectural_designer@3 urban_planner@3
        architectural_drafter@2 landscape_architect@3 building_designer@3`,
    },
  ],
  roles: [
    {
      id: 'robotics-engineer',
      label: 'robotics',
      family: 'engineering',
      related: ['embedded-engineer', 'cpp-developer', 'mechanical-engineer'],
      titles: `robotics_engineer robotics_software_engineer robot_engineer autonomy_engineer
        robotics_developer`,
      skills: `ROS 1; Robotics 1; Robotics Engineering 0.8; C++ 0.6; Python 0.4;
        Computer Vision 0.6; OpenCV 0.6; Embedded Systems 0.5; Linux 0.4`,
    },
    {
      id: 'embedded-engineer',
      label: 'embedded systems',
      family: 'engineering',
      related: ['cpp-developer', 'electrical-engineer'],
      titles: `embedded_engineer embedded_software_engineer embedded_developer firmware_engineer
        firmware_developer embedded_systems_engineer`,
      skills: `Embedded Systems 1; Embedded Hardware 1; C 0.7; C++ 0.5; Arduino 0.8; IoT 0.6;
        Assembly Language 0.9; VHDL 0.8; Verilog 0.8; PLC Programming 0.5; Electronics 0.6;
        Serial Protocols 0.9`,
    },
    {
      id: 'mechanical-engineer',
      label: 'mechanical engineering',
      family: 'engineering',
      related: ['civil-engineer', 'electrical-engineer', 'chemical-engineer'],
      titles: `mechanical_engineer design_engineer mechanical_design_engineer
        manufacturing_engineer product_design_engineer hvac_engineer piping_engineer
        mechanical_designer maintenance_engineer`,
      skills: `Mechanical Engineering 1; SolidWorks 1; CATIA 1; Autodesk Inventor 1; Creo 1;
        Siemens NX 1; Fusion 360 0.9; GD&T 1; Finite Element Analysis 1;
        Computational Fluid Dynamics 1; HVAC 0.7; Machining 0.8; Hydraulics and Pneumatics 0.9;
        Manufacturing 0.5; Lean Manufacturing 0.5; Maintenance Engineering 0.7;
        Computer-Aided Design 0.5; AutoCAD 0.4; Drafting 0.4; Engineering Design 0.4;
        Prototyping 0.4; Welding 0.4; Metal Fabrication 0.5; Structural Mechanics 0.9;
        Plumbing Design 0.7; Industrial Ventilation 0.7; Hydraulic Analysis 0.5`,
    },
    {
      id: 'civil-engineer',
      label: 'civil and structural engineering',
      family: 'engineering',
      related: ['mechanical-engineer', 'electrical-engineer'],
      titles: `civil_engineer structural_engineer site_engineer geotechnical_engineer
        transportation_engineer water_resources_engineer highway_engineer civil_designer
        bridge_engineer project_engineer_civil`,
      skills: `Civil Engineering 1; Civil Construction 0.9; Surveying 0.9; Revit 0.6;
        Building Information Modeling 0.7; MicroStation 0.9; AutoCAD 0.5; Building Codes 0.6;
        Construction Management 0.5; Construction Inspection 0.7; Concrete Work 0.7;
        Environmental Engineering 0.5; Geographic Information Systems 0.4; Drafting 0.3;
        Construction Estimating 0.5; Site Supervision 0.6; Hydraulic Analysis 0.9;
        Submittal Review 0.7; Dam Safety 0.9; Structural Mechanics 0.6`,
    },
    {
      id: 'electrical-engineer',
      label: 'electrical and electronics engineering',
      family: 'engineering',
      related: ['mechanical-engineer', 'embedded-engineer', 'civil-engineer'],
      titles: `electrical_engineer electronics_engineer power_engineer controls_engineer
        electrical_design_engineer instrumentation_engineer hardware_engineer
        power_systems_engineer substation_engineer`,
      skills: `Electrical Engineering 1; Electronics 0.9; Electrical Work 0.6;
        National Electrical Code 0.9; PLC Programming 0.9; Instrumentation 0.8; Energy Systems 0.7;
        Embedded Hardware 0.6; MATLAB 0.4; LabVIEW 0.8; VHDL 0.6; Verilog 0.6;
        Solar Installation 0.5; AutoCAD 0.3; Wire Harness Design 0.8;
        Electrical Load Analysis 0.9; Serial Protocols 0.4; Process Control 0.7`,
    },
    {
      id: 'chemical-engineer',
      label: 'chemical and process engineering',
      family: 'engineering',
      related: ['mechanical-engineer'],
      titles: `chemical_engineer process_engineer process_chemical_engineer`,
      skills: `Chemical Engineering 1; Chemistry 0.6; Process Improvement 0.3;
        Petroleum Engineering 0.7; Materials Engineering 0.5; Six Sigma 0.3; Process Control 0.9`,
    },
  ],
  skills: `
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
Drafting | Draftsman, Drafter, Technical drawing, Technical drafting, Mechanical drafting, Architectural drafting, Engineering drawings, Drawing preparation, Drafting standards
GD&T | Geometric dimensioning and tolerancing, Geometric Dimensioning & Tolerancing, Tolerance analysis, Tolerance stack-up, Tolerancing, Dimensioning > Drafting 0.6
Finite Element Analysis | FEA, FEM, Finite element method, ANSYS, Abaqus, Nastran, MSC Nastran, NX Nastran, Femap, FEMAP, HyperMesh, Hypermesh, OptiStruct, HyperWorks, Altair HyperWorks, COMSOL, Stress analysis, Structural simulation, Thermal analysis, Vibration analysis, Fatigue analysis
Structural Mechanics | Solid mechanics, Mechanics of materials, Strength of materials, Structural mechanics, Stress and strain analysis, Hand calculations > Mechanical Engineering 0.5
Wire Harness Design | Wire harness, Wire harnesses, Cable harness, Cable harnesses, Harness design, Wire harness design, Harness diagrams, Harness drawings, Harness layouts, Cable assemblies, Cable assembly design > Electrical Engineering 0.5
Electrical Load Analysis | Electrical load analysis, Load analysis, Electrical load calculations, Load flow analysis, Load flow studies, Power flow analysis, Short circuit analysis, Arc flash studies > Electrical Engineering 0.7
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
Process Control | Process control, Process controls, Process control systems, Process control engineering, Control loops, PID control, PID controllers, PID tuning, Loop tuning > PLC Programming 0.4; Instrumentation 0.5
ROS | ROS2, ROS 2, ROS1, Robot Operating System, ~ROS > Robotics 0.8 @robotics
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
} as const satisfies Profession;
