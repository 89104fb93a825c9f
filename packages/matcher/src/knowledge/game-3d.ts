import type { Profession } from './types';

export const game3d = {
  category: 'Game & 3D',
  technical: true,
  fields: ['software', 'it', 'data', 'engineering', 'graphic-design', 'media', 'arts'],
  skills: `
Game Development | Game design, Game developer, Game programming, Video game development, Gameplay programming, Level design
Unity | Unity3D, Unity 3D, Unity Engine, ~Unity > Game Development 0.8; C# 0.6 @game
Unreal Engine | UE4, UE5, Unreal Engine 4, Unreal Engine 5, Blueprints visual scripting > Game Development 0.8; C++ 0.5
Godot > Game Development 0.8
3D Modeling | 3D modelling, 3D design, 3D models, 3D modeler, 3D artist, Texturing, UV mapping, Polygon modeling
Blender | ~Blender > 3D Modeling 0.8 @design
Autodesk Maya | Maya 3D, ~Maya > 3D Modeling 0.8 @design
3ds Max | 3DS Max, 3D Studio Max, Autodesk 3ds Max > 3D Modeling 0.8
Cinema 4D | C4D > 3D Modeling 0.8
ZBrush | Substance Painter, Substance Designer > 3D Modeling 0.7
Houdini | SideFX Houdini > 3D Modeling 0.6
3D Rendering | V-Ray, VRay, Arnold renderer, KeyShot, Lumion, Octane render, Redshift render
Virtual Reality | =VR, Augmented reality, Mixed reality, XR, Oculus, HoloLens, ARKit, ARCore
Computer Graphics | OpenGL, Vulkan, DirectX, Direct3D, Metal API, Graphics programming, Shaders
Game Physics | Physics engines, PhysX, Box2D
`,
} as const satisfies Profession;
