import type { Profession } from './types';

export const logistics = {
  category: 'Logistics & Supply Chain',
  fields: ['operations', 'transport'],
  families: `
operations | operations and logistics | executive retail transport manufacturing administrative | operation@3:0.5 operations_manager@4 logistics@3 supply_chain@3 warehouse@2 inventory@2 purchasing@3 buyer@3 procurement@3 shipping@2 receiving@2 distribution@3 fulfillment@2 dispatcher@2 route_manager@4 fleet@3 materials@3:0.5 planner@3:0.5 expeditor@2 sourcing@3 import@3:0.5 export@3:0.5 facilities@3 facility_manager@4
transport | driving and transport | operations aviation | driver@2 truck_driver@2 delivery_driver@2 chauffeur@2 courier@2 route@2:0.5 transit@2 bus_driver@2 cdl@2 trucking@2 transportation@3 freight@2 forklift@1 mover@1
`,
  skills: `
Supply Chain Management | Supply chain, Supply chain operations, Supply chain planning, End-to-end supply chain, Supply chain optimization, Supply chain strategy, Supply chain analysis, SCM, Supply network, Supply and demand planning
Logistics | Logistics management, Logistics operations, Logistics coordination, Logistics coordinator, Logistics planning, Third-party logistics, 3PL, Reverse logistics, Inbound logistics, Outbound logistics, Distribution management, Distribution operations, Distribution center, Distribution centre, Freight, Freight management
Inventory Management | Inventory, Inventory control, Inventory tracking, Stock control, Stock management, Inventory levels, Inventory counts, Stock taking, Stocktaking, Cycle counts, Cycle counting, Physical inventory, Inventory audits, Inventory replenishment, Par levels, Stock rotation, FIFO, Inventory reconciliation, Inventory planning, Inventory management systems, Stock replenishment, Stock levels
Warehouse Operations | Warehouse, Warehousing, Warehouse management, Warehouse operations, Warehouse associate, Warehouse worker, Warehouse supervisor, Picking and packing, Pick and pack, Order picking, Order pickers, Shipping and receiving, Put-away, Putaway, Palletizing, Loading docks, Dock operations, Cross-docking, Kitting, Labeling packages, Packaging orders
Warehouse Management Systems | WMS, Manhattan WMS, Manhattan Associates, SAP EWM, HighJump, Blue Yonder, JDA, RF scanners, RF scanning, Barcode scanning, Barcode scanners, Handheld scanners > Warehouse Operations 0.7
Shipping | Shipping, Shipping and handling, Shipments, Shipment tracking, Shipping documentation, Bills of lading, Bill of lading, BOL, Freight forwarding, Freight forwarder, Carrier management, Carrier relations, Carrier negotiations, LTL, FTL, Truckload, Parcel shipping, =UPS, FedEx, DHL, USPS, Courier services
Import and Export | Customs, Customs clearance, Customs brokerage, Customs compliance, Customs documentation, Import compliance, Export compliance, Import operations, Export documentation, Incoterms, Tariffs, HS codes, Harmonized codes, Trade compliance
Transportation Management | Transportation planning, Transportation logistics, Transport management, TMS, Transportation management system, Load planning trucks, Freight planning, Routing and scheduling, Fleet logistics, Intermodal, Rail freight, Ocean freight, Air freight logistics
Demand Planning | Demand forecasting planning, Demand and supply planning, Supply planning, S&OP, Sales and operations planning, Material requirements planning, MRP, MRP II, Master production schedule, MPS, Production scheduling, Materials planning, Material planning, Materials management
Purchasing and Buying | Buyer purchasing, Purchasing agent, Purchasing manager, Procurement specialist, Purchase order management, Supplier negotiations, Price negotiations with suppliers, Vendor sourcing procurement > Procurement 0.9
Quality Inspection Goods | Incoming goods inspection, Receiving inspection, Product inspection, Goods inspection, Damage inspection
Last-Mile Delivery | Last mile delivery, Last-mile logistics, Delivery routes, Route deliveries, Delivery operations, Courier, Package delivery, Parcel delivery
Cold Chain | Cold chain logistics, Temperature-controlled logistics, Refrigerated transport, Perishables handling
Procurement Systems | SAP Ariba procurement, Oracle Procurement, Coupa procurement, E-procurement, eProcurement, Purchase-to-pay systems > Procurement 0.7
Hazardous Materials Handling | Hazmat, HAZMAT, Hazardous materials, Hazardous waste, Hazardous waste handling, DOT hazmat, HAZWOPER, Dangerous goods handling, SDS, Safety data sheets, MSDS, WHMIS, GHS
Asset Tracking | RFID, Asset tracking logistics, Fleet asset tracking, Barcode systems
`,
} as const satisfies Profession;
