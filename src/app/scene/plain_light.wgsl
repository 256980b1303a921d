// The Low look's light for the wood and the mat (plain_light.rs): the standard material's
// colour, texture and vertex tint, lit by the sun (one shadow tap), the fill lamp and the
// ambient light as matte surfaces, with no specular term, no light clusters and no probes.
// On a software renderer this is most of the saving: Bevy's full PBR costs about a third
// of a frame there.
#import bevy_pbr::{
    pbr_fragment::pbr_input_from_standard_material,
    forward_io::{VertexOutput, FragmentOutput},
    mesh_view_bindings as view_bindings,
    mesh_view_types,
    shadows,
    lighting,
}
#import bevy_core_pipeline::tonemapping::tone_mapping

const INV_PI: f32 = 0.31830988618;

@fragment
fn fragment(in: VertexOutput, @builtin(front_facing) is_front: bool) -> FragmentOutput {
    let pbr = pbr_input_from_standard_material(in, is_front);
    let n = pbr.N;
    let v = pbr.V;
    let lights = &view_bindings::lights;
    let base = pbr.material.base_color.rgb * (1.0 - pbr.material.metallic);
    let f0 = 0.16 * pbr.material.reflectance * pbr.material.reflectance;
    let nv = max(dot(n, v), 0.0001);
    let rough = lighting::perceptualRoughnessToRoughness(pbr.material.perceptual_roughness);
    // The ambient light as the standard material takes it (its grey sheen matters: without
    // it the wood looks orange).
    var color = (lighting::EnvBRDFApprox(base, lighting::F_AB(1.0, nv))
        + lighting::EnvBRDFApprox(f0, lighting::F_AB(pbr.material.perceptual_roughness, nv))
            * saturate(dot(f0, vec3(50.0 * 0.33))))
        * (*lights).ambient_color.rgb;
    var light = vec3<f32>(0.0);
    // The sun.
    if ((*lights).n_directional_lights > 0u) {
        let sun = &(*lights).directional_lights[0];
        let nl = dot(n, (*sun).direction_to_light);
        if (nl > 0.0) {
            var lit = 1.0;
            if (((*sun).flags & mesh_view_types::DIRECTIONAL_LIGHT_FLAGS_SHADOWS_ENABLED_BIT) != 0u) {
                let view = &view_bindings::view;
                let view_z = dot(vec4<f32>(
                    (*view).view_from_world[0].z,
                    (*view).view_from_world[1].z,
                    (*view).view_from_world[2].z,
                    (*view).view_from_world[3].z,
                ), pbr.world_position);
                lit = shadows::fetch_directional_shadow(
                    0u, pbr.world_position, pbr.world_normal, view_z, in.position.xy);
            }
            let l = (*sun).direction_to_light;
            let h = normalize(l + v);
            let spec = lighting::D_GGX(rough, saturate(dot(n, h)))
                * lighting::V_SmithGGXCorrelated(rough, nv, nl)
                * lighting::F_Schlick_vec(f0, 1.0, saturate(dot(l, h)));
            color += (base * INV_PI + spec) * (*sun).color.rgb * (nl * lit);
        }
    }
    // The fill lamp: the first clustered light (the scene has one, without shadows).
    let lamp = &view_bindings::clustered_lights.data[0];
    let to_lamp = (*lamp).position_radius.xyz - pbr.world_position.xyz;
    let d2 = dot(to_lamp, to_lamp);
    let nl = dot(n, to_lamp * inverseSqrt(max(d2, 0.0001)));
    if (nl > 0.0) {
        let f = d2 * (*lamp).color_inverse_square_range.w;
        let fall = saturate(1.0 - f * f);
        light += (*lamp).color_inverse_square_range.rgb * (nl * fall * fall / max(d2, 0.0001) * INV_PI);
    }
    var out: FragmentOutput;
    color += base * light;
    out.color = vec4<f32>(color * view_bindings::view.exposure, 1.0);
#ifdef TONEMAP_IN_SHADER
    out.color = tone_mapping(out.color, view_bindings::view.color_grading);
#endif
    return out;
}
