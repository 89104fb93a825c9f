import type { Profession } from './types';

export const construction = {
  category: 'Construction & Trades',
  fields: ['construction', 'trades', 'architecture', 'landscaping'],
  families: `
construction | construction | trades architecture engineering project-management | construction@3 builder@3 carpenter@2 mason@2 laborer@1 labourer@1 construction_worker@1 general_contractor@4 contractor@3 superintendent@4 foreman@3 site_manager@4 estimator@3 concrete@2 roofer@2 framer@2 drywall@2 construction_inspector@3 building_inspector@3 heavy_equipment_operator@2 excavation@2 demolition@2 paver@2 bricklayer@2 scaffolder@2 construction_manager@4 site_supervisor@4 remodeling@2 renovation@2 building@3:0.5 civil_construction@3 ironworker@2 glazier@2 insulation@2
trades | skilled trades and maintenance | construction manufacturing automotive aviation | electrician@2 plumber@2 hvac@2 welder@2 fabricator@2 pipefitter@2 machinist@2 millwright@2 maintenance@2 maintenance_technician@2 handyman@2 technician@2:0.5 mechanic@2 boilermaker@2 lineman@2 installer@2 locksmith@2 painter@2:0.5 upholsterer@2 elevator@2 sheet_metal@2 maintenance_supervisor@4 facilities_technician@2
`,
  skills: `
Construction Management | Construction manager, Construction project management, Managing construction projects, Construction projects, Construction operations, Construction administration, Construction supervision, Site management, Site manager, General contracting, General contractor > Project Management 0.6
Site Supervision | Site supervisor, Construction superintendent, Superintendent, Jobsite supervision, Job site supervision, Field supervision, Foreman, Crew supervision, Supervising crews, Crew leader, Site foreman > Construction Management 0.6
Blueprint Reading | Blueprints, Reading blueprints, Read blueprints, Blueprint interpretation, Construction drawings, Construction documents, Shop drawings, Plans and specifications, Reading plans, Technical drawings, Schematics, Reading schematics, As-built drawings, As-builts
Building Codes | Building code, Building codes and regulations, Code compliance, International Building Code, IBC, International Mechanical Code, International Plumbing Code, International Fire Code, International Energy Conservation Code, IECC, Local codes, Zoning regulations, Zoning, Building permits, Permit applications, Permitting process, Building inspections, Code enforcement
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
Plumbing Design | Plumbing design, Plumbing systems design, Plumbing engineering, Plumbing engineer, Domestic water systems design, Sanitary drainage design, Storm drainage design > Plumbing 0.5; Mechanical Engineering 0.4
Industrial Ventilation | Industrial ventilation, Exhaust ventilation, Local exhaust ventilation, Ventilation design, Ventilation systems, Dust collection, Dust collection systems, Fume extraction > HVAC 0.6
Hydraulic Analysis | Hydraulic analysis, Hydraulic calculations, Hydraulic modeling, Hydraulic modelling, Hydraulic design, HEC-RAS, HEC-HMS, WaterCAD, SewerGEMS, Pipe flow analysis > Civil Engineering 0.4
Submittal Review | Submittal review, Submittal reviews, Reviewing submittals, Review submittals, Shop drawing review, Shop drawing reviews > Construction Documentation 0.7
Dam Safety | Dam safety, Dam and levee safety, Levee safety, Dam inspections, Dam engineering, Levee design, Embankment dams > Civil Engineering 0.6
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
} as const satisfies Profession;
